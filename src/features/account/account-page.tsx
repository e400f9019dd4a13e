import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatMoney } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon, type IconName } from '@/shared/ui/icon';
import styles from './account-page.module.css';
import { AccountQuickLinks } from './account-quick-links';
import { displayPhone } from './format-phone';
import { PhoneBadge } from './phone-badge';

/** /dashboard and /dashboard/account: the player's data. */
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
        <SummaryCard
          id="account-balance"
          icon="deposit"
          title={t('account.profile.balance')}
          className={styles.balanceCard}
        >
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
        </SummaryCard>

        <SummaryCard id="account-profile" icon="user" title={t('account.profile.details')}>
          <dl className={styles.facts}>
            <Fact label={t('account.profile.username')}>{session.username}</Fact>
            <Fact label={t('account.profile.userCode')} className={styles.code}>
              {session.usercode}
            </Fact>
          </dl>
        </SummaryCard>

        <SummaryCard id="account-security" icon="shield" title={t('account.profile.security')}>
          <dl className={styles.facts}>
            <Fact label={t('account.profile.phone')} className={styles.phoneLine}>
              <span className={styles.phone}>{phone ?? t('account.profile.noPhone')}</span>
              <PhoneBadge verified={session.smsVerified} />
            </Fact>
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
        </SummaryCard>
      </div>

      <AccountQuickLinks />
    </div>
  );
}

interface SummaryCardProps {
  /** The heading's id, naming the card. */
  id: string;
  icon: IconName;
  title: string;
  className?: string;
  children: ReactNode;
}

/** One card of the summary row: an iconed heading over its content. */
function SummaryCard({ id, icon, title, className = styles.card, children }: SummaryCardProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.cardLabel}>
        <Icon name={icon} size={16} />
        {title}
      </h2>
      {children}
    </section>
  );
}

interface FactProps {
  label: string;
  className?: string;
  children: ReactNode;
}

/** One labelled fact of a card's list. */
function Fact({ label, className, children }: FactProps) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
