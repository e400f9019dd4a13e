import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CasinoCategory } from '@generated/api/model';
import { Icon } from '@/shared/ui/icon';
import type { CasinoSlug } from './casino-slug';
import styles from './category-chips.module.css';
import { chipSearch, type CategorySelection } from './category-selection';

export interface CategoryChipsProps {
  slug: CasinoSlug;
  categories: CasinoCategory[];
  active: CategorySelection['active'];
  /** The startup bundle is still on its way: show the chips' shape. */
  loading: boolean;
}

const skeletons = [0, 1, 2, 3];

/** The page's categories as chips; the selection lives in the address. */
export function CategoryChips({ slug, categories, active, loading }: CategoryChipsProps) {
  const { t } = useTranslation(['casino']);
  const list = useRef<HTMLUListElement>(null);

  // On a phone the chips scroll sideways: bring the selected one into view.
  useLayoutEffect(() => {
    const node = list.current;
    const current = node?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!node || !current) return;
    const start = current.offsetLeft - node.offsetLeft;
    if (start < node.scrollLeft || start + current.offsetWidth > node.scrollLeft + node.clientWidth)
      node.scrollLeft = Math.max(0, start - (node.clientWidth - current.offsetWidth) / 2);
  }, [active, categories]);

  if (loading) {
    return (
      <div className={styles.list} aria-hidden="true">
        {skeletons.map((index) => (
          <span key={index} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('casino.categories')}>
      <ul ref={list} className={styles.list}>
        <li>
          <Link
            className={styles.chip}
            to={{ search: chipSearch(categories, slug, 'all') }}
            aria-current={active === 'all' ? 'true' : undefined}
          >
            <span className={styles.allIcon}>
              <Icon name="list" size={16} />
            </span>
            {t('casino.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              className={styles.chip}
              to={{ search: chipSearch(categories, slug, category) }}
              aria-current={active === category.id ? 'true' : undefined}
            >
              <img
                className={styles.icon}
                src={category.imageUrl}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                decoding="async"
              />
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
