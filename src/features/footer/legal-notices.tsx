import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Icon } from '@/shared/ui/icon';
import { LICENCE_NUMBER } from './constants';
import styles from './legal-notices.module.css';

/**
 * The company and licence notice, in English, and the terms notice, in Turkish, whatever the
 * site's language: they are legal texts in the language they were issued in. Each says its
 * language, so a screen reader reads it with the right voice.
 */
export function LegalNotices() {
  const { t } = useTranslation(['footer']);
  // The notice links its <termslink> words to the general terms (react-i18next's Trans would
  // bring an HTML parser into the first view for this one link).
  const [before, link, after] = t('footer.terms.notice').split(/<\/?termslink>/);
  return (
    <div className={styles.notices}>
      <p lang="en">{t('footer.licence.notice', { licence: LICENCE_NUMBER })}</p>
      <p lang="tr">
        {before}
        <Link className={styles.inlineLink} to={paths.generalTerms}>
          {link}
        </Link>
        {after}
      </p>
    </div>
  );
}

/** The 18+ icon with the responsible-gambling line, and the copyright line. */
export function ResponsibleGambling() {
  const { t } = useTranslation(['footer']);
  // Read at render time, so the line follows the clock (the current year).
  const year = new Date().getFullYear();
  return (
    <div className={styles.bottom}>
      <p className={styles.adult}>
        <span role="img" aria-label={t('footer.adult.icon')} className={styles.adultIcon}>
          <Icon name="adult-18" size={36} />
        </span>
        <span>{t('footer.adult.warning')}</span>
        <Link to={paths.responsibleGaming} className={styles.adultLink}>
          {t('footer.adult.link')}
        </Link>
      </p>
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </div>
  );
}
