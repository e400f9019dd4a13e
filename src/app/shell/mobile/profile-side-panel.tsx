import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { useIsPanelOpen } from '@/shared/ui/panel-store';
import { ProfileMenu } from '../profile/profile-menu';
import { DeferredSessionClock } from '../session-clock-slot';
import { Drawer } from './drawer';

/** The mobile profile side panel (spec 2.3, 2.4): the player's dashboard menu from the right. */
export function ProfileSidePanel() {
  const { t } = useTranslation(['mobile']);
  const open = useIsPanelOpen('profilePanel');
  const loggedIn = useIsLoggedIn();
  if (!open || !loggedIn) return null;
  return (
    <Drawer
      panelName="profilePanel"
      role="dialog"
      side="right"
      label={t('mobile.profilePanel.label')}
      closeLabel={t('mobile.profilePanel.close')}
      heading={t('mobile.profilePanel.label')}
    >
      <DeferredSessionClock />
      <ProfileMenu variant="panel" />
    </Drawer>
  );
}
