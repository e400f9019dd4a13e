import { useLimitAlerts } from './use-limit-alerts';
import { useRealityCheck } from './use-reality-check';

/** What player protection runs while a player is logged in: the reality check, limit alerts. */
export function ProtectionKeeper() {
  useRealityCheck();
  useLimitAlerts();
  return null;
}
