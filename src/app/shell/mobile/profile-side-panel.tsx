import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { useIsPanelOpen } from '@/shared/ui/panel-store';
import { DeferredPart } from '../deferred-part';
import { ProfileMenu } from '../profile/profile-menu';
import { sessionClock } from '../session-clock-slot';
import { Drawer } from './drawer';

/** The mobile profile side panel: the player's dashboard menu, sliding in from the right. */
export function ProfileSidePanel() {
  const { t } = useTranslation(['mobile']);
  const open = useIsPanelOpen('profilePanel');
  const loggedIn = useIsLoggedIn();
  if (!open || !loggedIn) return null;
  return (
    <Drawer
      panelName="profilePanel"
      side="right"
      title={t('mobile.profilePanel.label')}
      closeLabel={t('mobile.profilePanel.close')}
    >
      <DeferredPart {...sessionClock} />
      <ProfileMenu variant="panel" />
    </Drawer>
  );
}
