import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NOT_YET_ADDED, useCallCentreLink } from '@/shared/bootstrap/use-call-centre-link';
import { paths } from '@/shared/config/paths';
import { openCallCentreForm } from '@/shared/navigation/safe-url';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { lazyPart } from '@/shared/ui/lazy-part';
import { LanguageSelect } from '../language-select';
import { Logo } from './logo';
import styles from './top-bar.module.css';

// Only players need these; visitors never load them.
const PlayerActions = lazyPart(() => import('./player-actions').then((m) => m.PlayerActions));

/** The desktop top bar. Hidden below 900 px, where the mobile bar takes over. */
export function TopBar() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [callCentreForm, callCentreAdded] = useCallCentreLink();
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <Logo />
        <div className={styles.links}>
          {callCentreForm && (
            <button
              type="button"
              className={styles.ghost}
              style={callCentreAdded ? undefined : NOT_YET_ADDED}
              onClick={() => openCallCentreForm(callCentreForm)}
            >
              <Icon name="phone" size={18} />
              {t('shell.header.callBack')}
            </button>
          )}
          <NavLink to={paths.claimBonus} className={styles.ghost}>
            <Icon name="gift" size={18} />
            {t('shell.header.claimBonus')}
          </NavLink>
          <NavLink to={paths.promotions} className={styles.ghost}>
            <Icon name="promotions" size={18} />
            {t('shell.header.promotions')}
          </NavLink>
        </div>
        <div className={styles.actions}>
          <LanguageSelect />
          {loggedIn ? (
            <Suspense fallback={null}>
              <PlayerActions />
            </Suspense>
          ) : (
            <>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => openDialog('login')}
              >
                {t('shell.header.login')}
              </button>
              <button
                type="button"
                className={styles.primary}
                onClick={() => openDialog('register')}
              >
                {t('shell.header.signUp')}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
