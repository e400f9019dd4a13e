import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { dashboardLinks } from '@/shared/config/dashboard-menu';
import { paths } from '@/shared/config/paths';
import { openDialog } from '@/shared/dialogs/dialog-store';
import { formatMoney } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-store';
import { Icon } from '@/shared/ui/icon';
import styles from './account-page.module.css';
import { displayPhone } from './format-phone';
import { PhoneBadge } from './phone-badge';

// This page is the menu's first entry: the quick-access cards list the others.
const quickLinks = dashboardLinks.filter((link) => link.to !== paths.account);

/** /dashboard and /dashboard/account: the player's data (spec 2.4). */
export function AccountPage() {
  const { t } = useTranslation(['common', 'account']);
  const { pathname } = useLocation();
  const session = useSession();
  if (!session) return null;

  const overview = pathname.replace(/\/+$/, '') === paths.dashboard;
  const phone = displayPhone(session.phone);

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <span className={styles.avatar} aria-hidden="true">
          {session.username.slice(0, 1).toLocaleUpperCase()}
        </span>
        <div className={styles.heading}>
          <h1 className={styles.title}>
            {t(overview ? 'account.profile.title' : 'account.profile.account')}
          </h1>
          <p className={styles.welcome}>
            {t('account.profile.welcome', { name: session.username })}
          </p>
        </div>
      </div>

      <div className={styles.summary}>
        <section className={styles.balanceCard} aria-labelledby="account-balance">
          <h2 id="account-balance" className={styles.cardLabel}>
            <Icon name="deposit" size={16} />
            {t('account.profile.balance')}
          </h2>
          <p className={styles.balance}>{formatMoney(session.balance)}</p>
          <div className={styles.balanceActions}>
            <Link to={paths.deposit} className={styles.primaryLink}>
              <Icon name="deposit" size={16} />
              {t('routes.deposit')}
            </Link>
            <Link to={paths.withdraw} className={styles.secondaryLink}>
              <Icon name="withdraw" size={16} />
              {t('routes.withdraw')}
            </Link>
          </div>
        </section>

        <section className={styles.card} aria-labelledby="account-profile">
          <h2 id="account-profile" className={styles.cardLabel}>
            <Icon name="user" size={16} />
            {t('account.profile.details')}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('account.profile.username')}</dt>
              <dd>{session.username}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('account.profile.userCode')}</dt>
              <dd className={styles.code}>{session.usercode}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="account-security">
          <h2 id="account-security" className={styles.cardLabel}>
            <Icon name="shield" size={16} />
            {t('account.profile.security')}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('account.profile.phone')}</dt>
              <dd className={styles.phoneLine}>
                <span className={styles.phone}>{phone ?? t('account.profile.noPhone')}</span>
                <PhoneBadge verified={session.smsVerified} />
              </dd>
            </div>
          </dl>
          <div className={styles.cardActions}>
            {!session.smsVerified && (
              <Link to={paths.phoneVerification} className={styles.primaryLink}>
                <Icon name="phone" size={16} />
                {t('account.profile.verifyNow')}
              </Link>
            )}
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => openDialog('changePassword')}
            >
              <Icon name="lock" size={16} />
              {t('routes.changePassword')}
            </button>
          </div>
        </section>
      </div>

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
    </div>
  );
}
