import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/http/api-error';

/** Only transient failures are retried; a refusal, a 401 or a contract break will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !isApiError(error) || error.kind === 'network' || error.kind === 'http';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
