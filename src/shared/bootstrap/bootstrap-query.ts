import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getGetBootstrapQueryOptions } from '@generated/api/cms/cms';
import type { Bootstrap, BootstrapResponse } from '@generated/api/model';
import { writeJson, storageKeys } from '@/shared/store/local-store';

// The startup bundle (cms/grouped) is fetched once per page load by the startup sequence and read
// everywhere from react-query's cache. A failed load is not retried on mount: the site runs
// without it: a failed bootstrap yields false and the application carries on.
export const bootstrapQueryOptions = getGetBootstrapQueryOptions({
  query: {
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  },
});

const BOOTSTRAP_TIMEOUT_MS = 10_000;

/** Loads the bundle and stores it under `bootstrap`; false when it could not be loaded. */
export async function loadBootstrap(
  queryClient: QueryClient,
  timeoutMs = BOOTSTRAP_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The startup bundle timed out')), timeoutMs);
  });
  try {
    const envelope = await Promise.race([queryClient.fetchQuery(bootstrapQueryOptions), timeout]);
    if (!envelope.data) return false;
    writeJson(storageKeys.bootstrap, envelope.data);
    return true;
  } catch {
    // A slow answer must not hold the page: the site goes on without it.
    void queryClient.cancelQueries({ queryKey: bootstrapQueryOptions.queryKey });
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const selectData = (envelope: BootstrapResponse): Bootstrap | null => envelope.data ?? null;

/** The startup bundle, or null while absent (failed load, or before startup finished). */
export function useBootstrap(): Bootstrap | null {
  const { data } = useQuery({ ...bootstrapQueryOptions, select: selectData });
  return data ?? null;
}

export function getBootstrapData(queryClient: QueryClient): Bootstrap | null {
  return queryClient.getQueryData(bootstrapQueryOptions.queryKey)?.data ?? null;
}
