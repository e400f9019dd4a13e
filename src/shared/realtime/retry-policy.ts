import { REALTIME_RETRY_DELAYS_MS } from '@/shared/config/constants';

/**
 * The part of @microsoft/signalr's IRetryPolicy this policy reads (the library is imported only
 * lazily, in hub-connection.ts, which hands this object to withAutomaticReconnect).
 */
export interface RealtimeRetryPolicy {
  nextRetryDelayInMilliseconds(context: { readonly previousRetryCount: number }): number | null;
}

/**
 * The hub's reconnect schedule: wait 0, 2, 10 and 30 s before the four tries, then stop (null).
 */
export function realtimeRetryDelay(previousRetryCount: number): number | null {
  if (!Number.isInteger(previousRetryCount) || previousRetryCount < 0) return null;
  return REALTIME_RETRY_DELAYS_MS[previousRetryCount] ?? null;
}

export const realtimeRetryPolicy: RealtimeRetryPolicy = {
  nextRetryDelayInMilliseconds: (context) => realtimeRetryDelay(context.previousRetryCount),
};
