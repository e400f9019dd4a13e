import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/shared/config/paths';
import { DeferredPart } from '../deferred-part';
import { sessionClock } from '../session-clock-slot';
import { NotificationBell } from './notification-bell';
import { ProfileDropdown } from './profile-dropdown';
import styles from './top-bar.module.css';

/** What a logged-in player has in the top bar: the session clock, the bell, Deposit and the profile. */
export function PlayerActions() {
  const { t } = useTranslation();
  return (
    <>
      <DeferredPart {...sessionClock} />
      <NotificationBell />
      <NavLink to={paths.deposit} className={styles.primary}>
        {t('shell.header.deposit')}
      </NavLink>
      <ProfileDropdown />
    </>
  );
}
