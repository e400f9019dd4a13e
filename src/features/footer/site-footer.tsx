import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { FooterPagesRow } from './footer-pages-row';
import { FooterSections } from './footer-sections';
import { LegalNotices, ResponsibleGambling } from './legal-notices';
import { LicenceBadge } from './licence-badge';
import { ProviderStrip } from './provider-strip';
import styles from './site-footer.module.css';
import { SocialLinks } from './social-links';
import { useFooterPages } from './use-footer-pages';

/**
 * The site footer, in the page from the first render with its links and notices (a
 * screen reader's list of landmarks has it at once). The content-page lists fill in when
 * cms/categorylist answers; the provider logos load when the visitor gets near them.
 */
export function SiteFooter() {
  const { t } = useTranslation(['common', 'footer']);
  const pages = useFooterPages();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Link className={styles.brandName} to={paths.home}>
              {t('app.name')}
            </Link>
            <p className={styles.tagline}>{t('footer.tagline')}</p>
          </div>
          <SocialLinks />
        </div>
        <FooterSections pages={pages} />
        <ProviderStrip />
        <div className={styles.legal}>
          <LicenceBadge />
          <LegalNotices />
        </div>
        <FooterPagesRow pages={pages} />
        <ResponsibleGambling />
      </div>
    </footer>
  );
}
