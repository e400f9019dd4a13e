import type { SessionDataResponse } from '@generated/api/model';
import type { Translate } from '@/shared/i18n/i18n';
import { startSession } from '@/shared/session/session-machine';
import { showToast } from '@/shared/toast/toast';

/**
 * Logs the player in with the session that login or register answered: the session is
 * saved with the fingerprint and the server's message shown. False, with an error, when the
 * session could not be saved: the player stays logged out.
 */
export function completeLogin(envelope: SessionDataResponse, t: Translate): boolean {
  if (!envelope.data || !startSession(envelope.data)) {
    void showToast.error(t('auth.login.saveFailed'));
    return false;
  }
  if (envelope.message) void showToast.success(envelope.message);
  return true;
}
