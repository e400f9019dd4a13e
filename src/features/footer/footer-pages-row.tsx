import { useTranslation } from 'react-i18next';
import styles from './footer-links.module.css';
import { PageLinkList } from './page-link-list';
import type { FooterPages } from './use-footer-pages';

export interface FooterPagesRowProps {
  pages: FooterPages;
}

/**
 * The pages filed under the CMS category "Footer" (about us, privacy, contact...), a row of links
 * above the copyright line. Its line is kept while the categories load, and stays empty when
 * there are none.
 */
export function FooterPagesRow({ pages }: FooterPagesRowProps) {
  const { t } = useTranslation(['footer']);
  const items = pages.status === 'ready' ? pages.pages.footer : [];
  return (
    <div className={styles.pagesRow}>
      {items.length > 0 && (
        <nav aria-label={t('footer.sections.pages')}>
          <PageLinkList items={items} className={styles.pagesList} />
        </nav>
      )}
    </div>
  );
}
