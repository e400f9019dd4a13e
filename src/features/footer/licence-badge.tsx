import { useTranslation } from 'react-i18next';
import { externalHref } from '@/shared/navigation/safe-url';
import { Icon } from '@/shared/ui/icon';
import { LICENCE_VERIFICATION_URL } from './constants';
import styles from './licence-badge.module.css';

/** The footer's licence badge: a seal linking to the regulator's verification page. */
export function LicenceBadge() {
  const { t } = useTranslation(['footer']);
  const href = externalHref(LICENCE_VERIFICATION_URL);
  if (!href) return null;
  return (
    <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
      <Icon name="licence-seal" size={56} className={styles.seal} />
      <span className={styles.badgeText}>
        <span className={styles.badgeTitle}>{t('footer.licence.regulator')}</span>
        <span className={styles.badgeAction}>{t('footer.licence.verify')}</span>
      </span>
    </a>
  );
}
