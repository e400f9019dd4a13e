import { useEffect } from 'react';
import { onUnauthorized } from '@/shared/http/unauthorized-signal';
import { useRealtime } from '@/shared/realtime/use-realtime';
import { useBalancePolling } from '@/shared/session/use-balance-polling';
import { useLogoutAction } from '@/shared/session/use-logout';

/**
 * A logged-in player's session at work (spec 4, 7): the balance polling, the realtime hub, and the
 * logout that a 401 from any call triggers (once, however many calls fail together).
 */
export function SessionKeeper() {
  const logout = useLogoutAction();
  useEffect(() => onUnauthorized(() => void logout(), { replay: true }), [logout]);
  useBalancePolling();
  useRealtime();
  return null;
}
