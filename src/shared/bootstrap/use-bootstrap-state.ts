import { useQuery } from '@tanstack/react-query';
import type { Bootstrap } from '@generated/api/model';
import { bootstrapQueryOptions, useBootstrap } from '@/shared/bootstrap/bootstrap-query';

export interface BootstrapState {
  bootstrap: Bootstrap | null;
  /** False while the startup bundle may still arrive; true once it is there or has failed. */
  settled: boolean;
}

/** The startup bundle, and whether waiting for it is over (it may fail: the site runs on). */
export function useBootstrapState(): BootstrapState {
  const bootstrap = useBootstrap();
  const { isError, fetchStatus } = useQuery(bootstrapQueryOptions);
  return { bootstrap, settled: bootstrap !== null || isError || fetchStatus === 'idle' };
}
