import { useTranslation } from 'react-i18next';
import { externalHref } from '@/shared/navigation/safe-url';
import { LICENCE_VERIFICATION_URL } from './constants';
import styles from './site-footer.module.css';

/** A bundled seal drawing: a gold double ring with a check mark. */
function LicenceSeal() {
  return (
    <svg
      className={styles.seal}
      viewBox="0 0 64 64"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="32"
        cy="32"
        r="30"
        fill="var(--surface-2)"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle
        cx="32"
        cy="32"
        r="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        strokeDasharray="2 2.4"
      />
      <path
        d="M22 33l7 7 13-15"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M32 5l1.5 3h-3zM32 59l1.5-3h-3zM5 32l3 1.5v-3zM59 32l-3 1.5v-3z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The licence badge of spec 2.7: a seal linking to the regulator's verification page. */
export function LicenceBadge() {
  const { t } = useTranslation(['footer']);
  const href = externalHref(LICENCE_VERIFICATION_URL);
  if (!href) return null;
  return (
    <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
      <LicenceSeal />
      <span className={styles.badgeText}>
        <span className={styles.badgeTitle}>{t('footer.licence.regulator')}</span>
        <span className={styles.badgeAction}>{t('footer.licence.verify')}</span>
      </span>
    </a>
  );
}
