import { ProtectionKeeper } from '@/features/protection/protection-keeper';
import { useRealtime } from '@/shared/realtime/use-realtime';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { useBalancePolling } from '@/shared/session/use-balance-polling';
import { RealtimeStatus } from './realtime-status';

/**
 * A logged-in player's session at work: the balance polling, the realtime hub, player
 * protection, and the note that live updates are reconnecting. How a session ends (logout, a 401,
 * another tab) is the session machine's (src/shared/session/session-machine.ts).
 */
export function SessionKeeper() {
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
