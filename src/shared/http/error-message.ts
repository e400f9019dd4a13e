import type { ParseKeys } from 'i18next';
import type { Translate } from '@/shared/i18n/i18n';
import { apiErrorKey, isApiError } from './api-error';

/** What to tell the user about a failed call: the server's own message, else a translated one. */
export function errorMessage(error: unknown, t: Translate): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return t(apiErrorKey(error) as ParseKeys);
}
