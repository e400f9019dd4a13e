import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { FooterSections } from './footer-sections';
import { LegalNotices, ResponsibleGambling } from './legal-notices';
import { LicenceBadge } from './licence-badge';
import { ProviderStrip } from './provider-strip';
import styles from './site-footer.module.css';
import { SocialLinks } from './social-links';

/** The site footer (spec 2.7). */
export function SiteFooter() {
  const { t } = useTranslation(['common', 'footer']);
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
        <FooterSections />
        <ProviderStrip />
        <div className={styles.legal}>
          <LicenceBadge />
          <LegalNotices />
        </div>
        <ResponsibleGambling />
      </div>
    </footer>
  );
}
