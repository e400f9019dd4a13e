import type { TFunction } from 'i18next';
import type { Envelope } from '@generated/api/model';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';

/**
 * Waits for a recovery call and tells the user how it went (spec 8): the server's message as a
 * success toast when it sends one, else its message (or a translated fallback) as an error toast.
 * Resolves true when the step may advance.
 */
export async function reportOutcome(request: Promise<Envelope>, t: TFunction): Promise<boolean> {
  try {
    const envelope = await request;
    if (envelope.message) void showToast.success(envelope.message);
    return true;
  } catch (error) {
    void showToast.error(errorMessage(error, t));
    return false;
  }
}
