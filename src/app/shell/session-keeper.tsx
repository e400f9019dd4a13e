import { useEffect } from 'react';
import { ProtectionKeeper } from '@/features/protection/protection-keeper';
import { onUnauthorized } from '@/shared/http/unauthorized-signal';
import { useRealtime } from '@/shared/realtime/use-realtime';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { useBalancePolling } from '@/shared/session/use-balance-polling';
import { useLogoutAction } from '@/shared/session/use-logout';
import { RealtimeStatus } from './realtime-status';

/**
 * A logged-in player's session at work (spec 4, 7): the balance polling, the realtime hub, the
 * logout that a 401 from any call triggers (once, however many calls fail together), player
 * protection, and the note that live updates are reconnecting. Another tab's logout is followed
 * from startup (follow-other-tabs.ts in the session domain).
 */
export function SessionKeeper() {
  const logout = useLogoutAction();
  useEffect(() => onUnauthorized(() => void logout(), { replay: true }), [logout]);
  useBalancePolling();
  useRealtime();
  // Player protection (the reality check, limit alerts) only while logged in: its calls need the
  // token. It shows no text of its own, so it loads with this part, as do the realtime status's
  // texts (overlays).
  if (!useIsLoggedIn()) return null;
  return (
    <>
      <ProtectionKeeper />
      <RealtimeStatus />
    </>
  );
}
