import type { Envelope } from '@generated/api/model';
import { errorMessage } from '@/shared/http/error-message';
import type { Translate } from '@/shared/i18n/i18n';
import { showToast } from './toast';

/**
 * Waits for a call and tells the user how it went: the server's message as a success
 * toast (or `successText` when it sends none), else its message (or a translated fallback) as an
 * error toast. Resolves true on success.
 */
export async function reportOutcome(
  request: Promise<Envelope>,
  t: Translate,
  successText?: string,
): Promise<boolean> {
  try {
    const envelope = await request;
    const message = envelope.message ?? successText;
    if (message) void showToast.success(message);
    return true;
  } catch (error) {
    void showToast.error(errorMessage(error, t));
    return false;
  }
}
