import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { getI18n } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/error-message';
import type { Translate } from '@/shared/i18n/i18n';
import { showToast } from '@/shared/toast/toast';

/** Only transient failures are retried; a refusal, a 401 or a contract break will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !isApiError(error) || error.kind === 'network' || error.kind === 'http';
}

/** The `t` of the running i18next instance (the one the app's provider hands the components). */
const translate = (): Translate => getI18n().t as Translate;

/** The server's message of an answer (an envelope), if it sent one. */
function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message ? data.message : undefined;
}

/**
 * Every mutation's outcome as its `meta` asks (MutationOutcome in shared/toast): the error or
 * success toast, and the queries it made stale read again once it has settled.
 */
function createMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _result, mutation) => {
      if (mutation.meta?.errorToast) void showToast.error(errorMessage(error, translate()));
    },
    onSuccess: (data, _variables, _result, mutation) => {
      const wanted = mutation.meta?.successToast;
      if (!wanted) return;
      const message =
        serverMessage(data) ?? (wanted === true ? undefined : translate()(wanted as ParseKeys));
      if (message) void showToast.success(message);
    },
    onSettled: (_data, _error, _variables, _result, mutation, { client }) => {
      for (const queryKey of mutation.meta?.invalidates ?? []) {
        void client.invalidateQueries({ queryKey });
      }
    },
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
