import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { IconButton } from '@/shared/ui/icon-button';
import { togglePanel, useIsPanelOpen } from '@/shared/ui/panel-store';
import { Logo } from './logo';
import styles from './mobile-top-bar.module.css';

/** The phone's header row: the hamburger, the logo and the user button. */
export function MobileTopBar() {
  const { t } = useTranslation();
  const session = useSession();
  const menuOpen = useIsPanelOpen('sideMenu');
  const profileOpen = useIsPanelOpen('profilePanel');
  return (
    <div className={styles.bar}>
      <IconButton
        icon="menu"
        iconSize={22}
        shape="square"
        label={t('shell.header.menu')}
        aria-expanded={menuOpen}
        onClick={() => togglePanel('sideMenu')}
      />
      <Logo />
      <div className={styles.actions}>
        {session ? (
          <>
            <span className={styles.balance}>
              <span className={styles.hidden}>{t('shell.header.balance')}: </span>
              {formatMoney(session.balance)}
            </span>
            <IconButton
              icon="user"
              iconSize={22}
              shape="square"
              label={t('shell.header.profile')}
              aria-expanded={profileOpen}
              onClick={() => togglePanel('profilePanel')}
            />
          </>
        ) : (
          // A visitor's one user button opens the login form; Sign Up is reached from the login
          // form's 'Not a Member? Sign Up Now!' and from the side menu.
          <button type="button" className={styles.userButton} onClick={() => openDialog('login')}>
            <Icon name="user" size={18} />
            {t('shell.header.login')}
          </button>
        )}
      </div>
    </div>
  );
}
