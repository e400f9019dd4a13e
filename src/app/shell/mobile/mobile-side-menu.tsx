import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuItem } from '@generated/api/model';
import { isCallUsItem } from '@/shared/bootstrap/menu-items';
import { useMenuItems } from '@/shared/bootstrap/site-settings';
import { NOT_YET_ADDED, useCallCentreLink } from '@/shared/bootstrap/use-call-centre-link';
import { usePlayGame } from '@/shared/casino/use-play-game';
import { navigationTarget, openCallCentreForm } from '@/shared/navigation/safe-url';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { closePanel, useIsPanelOpen } from '@/shared/ui/panel-store';
import { LanguageSelect } from '../language-select';
import { Drawer } from './drawer';
import { isImageIcon, menuLabel } from './menu-label';
import styles from './mobile-side-menu.module.css';

/** The mobile side menu, opened by the phone header's hamburger button. */
export function MobileSideMenu() {
  const open = useIsPanelOpen('sideMenu');
  const { t } = useTranslation(['mobile']);
  if (!open) return null;
  return (
    <Drawer
      panelName="sideMenu"
      side="left"
      title={t('mobile.sideMenu.title')}
      navigationLabel={t('mobile.sideMenu.label')}
      closeLabel={t('mobile.sideMenu.close')}
    >
      <SideMenuContent />
    </Drawer>
  );
}

function SideMenuContent() {
  const { t } = useTranslation(['common', 'mobile']);
  const items = useMenuItems();
  const [callCentre, callCentreAdded] = useCallCentreLink();
  const callCentreStyle = callCentreAdded ? undefined : NOT_YET_ADDED;
  const loggedIn = useIsLoggedIn();

  const callBack = () => {
    closePanel();
    openCallCentreForm(callCentre);
  };
  const open = (dialog: 'login' | 'register') => {
    closePanel();
    openDialog(dialog);
  };

  return (
    <div className={styles.content}>
      {/* The phone's header has one user button (Login); a visitor finds Sign Up here too. */}
      {!loggedIn && (
        <div className={styles.guest}>
          <button type="button" className={styles.login} onClick={() => open('login')}>
            {t('shell.header.login')}
          </button>
          <button type="button" className={styles.signUp} onClick={() => open('register')}>
            {t('shell.header.signUp')}
          </button>
        </div>
      )}
      {items.length > 0 ? (
        <ul className={styles.tiles}>
          {items.map((item, index) => (
            <li key={`${item.title}-${index}`}>
              <MenuTile
                item={item}
                onCallUs={callBack}
                hasCallCentre={callCentre !== null}
                callCentreStyle={callCentreStyle}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('mobile.sideMenu.empty')}</p>
      )}
      {callCentre && (
        <button type="button" className={styles.row} style={callCentreStyle} onClick={callBack}>
          <Icon name="phone" />
          {t('mobile.sideMenu.callBack')}
        </button>
      )}
      <div className={styles.language}>
        <span className={styles.languageLabel}>{t('mobile.sideMenu.language')}</span>
        <LanguageSelect variant="menu" />
      </div>
    </div>
  );
}

interface MenuTileProps {
  item: MenuItem;
  onCallUs: () => void;
  hasCallCentre: boolean;
  /** Keeps the call-us tile's place unseen until the call-centre link is added. */
  callCentreStyle: typeof NOT_YET_ADDED | undefined;
}

function MenuTile({ item, onCallUs, hasCallCentre, callCentreStyle }: MenuTileProps) {
  const { t, i18n } = useTranslation(['mobile']);
  const play = usePlayGame();
  const callUs = isCallUsItem(item);
  // The call-us tile's title is Turkish data; it is shown in the active language.
  const label = callUs ? t('mobile.sideMenu.callUs') : menuLabel(item.title, t, i18n);
  const body = (
    <>
      <TileIcon icon={item.icon} />
      <span className={styles.tileLabel}>{label}</span>
    </>
  );

  if (callUs) {
    if (!hasCallCentre) return null;
    return (
      <button type="button" className={styles.tile} style={callCentreStyle} onClick={onCallUs}>
        {body}
      </button>
    );
  }
  const { game } = item;
  if (game) {
    // Opening a game: the login form for a visitor, else the play modal (this is the phone menu).
    return (
      <button
        type="button"
        className={styles.tile}
        onClick={() => {
          closePanel();
          play(game);
        }}
      >
        {body}
      </button>
    );
  }
  const target = navigationTarget(item.route);
  if (!target) return null;
  if (target.kind === 'external') {
    return (
      <a
        className={styles.tile}
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => closePanel()}
      >
        {body}
      </a>
    );
  }
  return (
    <NavLink className={styles.tile} to={target.path} onClick={() => closePanel()}>
      {body}
    </NavLink>
  );
}

interface TileIconProps {
  icon: string | null;
}

function TileIcon({ icon }: TileIconProps) {
  if (icon && isImageIcon(icon)) {
    return (
      <img
        className={styles.tileImage}
        src={icon}
        alt=""
        width={28}
        height={28}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return <Icon name={icon ?? 'dot'} size={26} className={styles.tileIcon} />;
}
