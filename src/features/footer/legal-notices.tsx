import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { LICENCE_NUMBER } from './constants';
import styles from './site-footer.module.css';

/** The company and licence notice and the terms notice of spec 2.7. */
export function LegalNotices() {
  const { t } = useTranslation(['footer']);
  return (
    <div className={styles.notices}>
      <p>{t('footer.licence.notice', { licence: LICENCE_NUMBER })}</p>
      <p>
        <Trans
          t={t}
          i18nKey="footer.terms.notice"
          components={{ termslink: <Link className={styles.inlineLink} to={paths.generalTerms} /> }}
        />
      </p>
    </div>
  );
}

/** The 18+ icon with the responsible-gambling line, and the copyright line (spec 2.7). */
export function ResponsibleGambling() {
  const { t } = useTranslation(['footer']);
  // Read at render time, so the line follows the clock (spec 2.7: the current year).
  const year = new Date().getFullYear();
  return (
    <div className={styles.bottom}>
      <p className={styles.adult}>
        <svg
          className={styles.adultIcon}
          viewBox="0 0 40 40"
          width="36"
          height="36"
          role="img"
          aria-label={t('footer.adult.icon')}
        >
          <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <text
            x="20"
            y="24.5"
            textAnchor="middle"
            fontSize="12.5"
            fontWeight="800"
            letterSpacing="-0.5"
            fill="currentColor"
          >
            18+
          </text>
        </svg>
        <span>{t('footer.adult.warning')}</span>
        <Link to={paths.responsibleGaming} className={styles.adultLink}>
          {t('footer.adult.link')}
        </Link>
      </p>
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </div>
  );
}
