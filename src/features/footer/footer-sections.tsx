import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentSections, staticSections } from './footer-links';
import styles from './footer-links.module.css';
import { FooterSection } from './footer-section';
import { PageLinkList } from './page-link-list';
import type { FooterPages } from './use-footer-pages';

const SKELETON_LINES = [68, 84, 56];

export interface FooterSectionsProps {
  pages: FooterPages;
}

/**
 * The six link columns: three fixed ones and three filled from the content categories when they
 * arrive (each keeps the room of three links meanwhile, so nothing below it moves).
 */
export function FooterSections({ pages }: FooterSectionsProps) {
  const { t } = useTranslation(['footer']);
  return (
    <div className={styles.sections}>
      {staticSections.map((section) => (
        <FooterSection key={section.id} heading={t(section.heading)}>
          <ul className={styles.links}>
            {section.links.map((link) => (
              <li key={link.to}>
                <Link className={styles.link} to={link.to}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
      ))}
      {contentSections.map((section) => (
        <FooterSection key={section.id} heading={t(section.heading)}>
          <div className={styles.pageLinks}>
            <ContentLinks pages={pages} category={section.id} />
          </div>
        </FooterSection>
      ))}
    </div>
  );
}

interface ContentLinksProps {
  pages: FooterPages;
  category: (typeof contentSections)[number]['id'];
}

function ContentLinks({ pages, category }: ContentLinksProps) {
  const { t } = useTranslation(['footer']);
  if (pages.status === 'loading') {
    return (
      <div className={styles.skeleton} role="status">
        <span className={styles.visuallyHidden}>{t('footer.loadingPages')}</span>
        {SKELETON_LINES.map((width) => (
          <span
            key={width}
            className={styles.skeletonLine}
            style={{ width: `${width}%` }}
            aria-hidden="true"
          />
        ))}
      </div>
    );
  }
  // A failed or empty list leaves the heading alone (the footer's other parts still work).
  if (pages.status === 'error') return null;
  const items = pages.pages[category];
  if (items.length === 0) return null;
  return <PageLinkList items={items} className={styles.links} />;
}
