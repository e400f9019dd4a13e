import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { dashboardLinks } from '@/shared/navigation/dashboard-menu';
import { Icon } from '@/shared/ui/icon';
import styles from './account-quick-links.module.css';

// The account page is the menu's first entry: the quick-access tiles list the others.
const quickLinks = dashboardLinks.filter((link) => link.to !== paths.account);

/** The account page's quick access: a tile for every other page of the member area. */
export function AccountQuickLinks() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <nav className={styles.quick} aria-labelledby="account-quick">
      <h2 id="account-quick" className={styles.sectionTitle}>
        {t('account.profile.quickAccess')}
      </h2>
      <ul className={styles.links}>
        {quickLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon name={link.icon} size={20} />
              </span>
              <span className={styles.tileLabel}>{t(link.labelKey)}</span>
              <Icon name="chevron-right" size={18} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
