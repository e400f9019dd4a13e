import { Link } from 'react-router';
import type { ContentItem } from '@generated/api/model';
import { paths } from '@/shared/config/paths';
import styles from './footer-links.module.css';

export interface PageLinkListProps {
  items: ContentItem[];
  className?: string;
}

/** Links to content pages, each titled as the CMS names it (a footer column, the pages row). */
export function PageLinkList({ items, className }: PageLinkListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <Link className={styles.link} to={paths.page(item.id)}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
