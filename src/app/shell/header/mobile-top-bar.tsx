import { useTranslation } from 'react-i18next';
import { openDialog } from '@/shared/dialogs/dialog-store';
import { formatMoney } from '@/shared/format/money';
import { togglePanel, useIsPanelOpen } from '@/shared/panels/panel-store';
import { useSession } from '@/shared/session/session-store';
import { Icon } from '@/shared/ui/icon';
import { Logo } from './logo';
import styles from './mobile-top-bar.module.css';

/** The mobile header row (spec 2.3): hamburger, logo and the user button. */
export function MobileTopBar() {
  const { t } = useTranslation();
  const session = useSession();
  const menuOpen = useIsPanelOpen('sideMenu');
  const profileOpen = useIsPanelOpen('profilePanel');
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('shell.header.menu')}
        aria-expanded={menuOpen}
        onClick={() => togglePanel('sideMenu')}
      >
        <Icon name="menu" size={22} />
      </button>
      <Logo />
      <div className={styles.actions}>
        {session ? (
          <>
            <span className={styles.balance}>
              <span className={styles.hidden}>{t('shell.header.balance')}: </span>
              {formatMoney(session.balance)}
            </span>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('shell.header.profile')}
              aria-expanded={profileOpen}
              onClick={() => togglePanel('profilePanel')}
            >
              <Icon name="user" size={22} />
            </button>
          </>
        ) : (
          <>
            <button type="button" className={styles.secondary} onClick={() => openDialog('login')}>
              {t('shell.header.login')}
            </button>
            <button type="button" className={styles.primary} onClick={() => openDialog('register')}>
              {t('shell.header.signUp')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
