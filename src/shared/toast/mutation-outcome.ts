import type { QueryKey } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { Namespace } from '@/shared/i18n/i18n';

/**
 * What a mutation's `meta` asks of the app when the call has answered (the query client's
 * MutationCache does it, so no component writes its own toasts or cache refreshes).
 */
export type MutationOutcome = {
  /** A failure shows as an error toast: the server's message, else a translated one. */
  errorToast?: boolean;
  /**
   * A success shows the server's message as a success toast; a text key names the text shown
   * when the server sends none.
   */
  successToast?: true | ParseKeys<Namespace[]>;
  /**
   * Queries read again once the call has settled, whichever way: a refused call may have
   * changed them too (a limit that moved on, a withdrawal already paid).
   */
  invalidates?: readonly QueryKey[];
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationOutcome;
  }
}

/**
 * The answer of a call whose failure its `meta` reports, or undefined when it failed: the caller
 * goes on only after a success, and the failure is not thrown a second time.
 */
export function answerOrNothing<T>(call: Promise<T>): Promise<T | undefined> {
  return call.catch(() => undefined);
}
