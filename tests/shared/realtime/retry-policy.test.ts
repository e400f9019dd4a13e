// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { realtimeRetryDelay, realtimeRetryPolicy } from '@/shared/realtime/retry-policy';

// The shape of @microsoft/signalr's RetryContext.
const context = (previousRetryCount: number) => ({
  previousRetryCount,
  elapsedMilliseconds: 0,
  retryReason: new Error('socket closed'),
});

describe('realtime retry policy: 0, 2, 10, 30 s then stop', () => {
  it.each([
    [0, 0],
    [1, 2000],
    [2, 10_000],
    [3, 30_000],
  ])('after %i failed tries waits %i ms', (previousRetryCount, delay) => {
    expect(realtimeRetryPolicy.nextRetryDelayInMilliseconds(context(previousRetryCount))).toBe(
      delay,
    );
  });

  it.each([[4], [5], [100]])('stops (null) after %i failed tries', (previousRetryCount) => {
    expect(
      realtimeRetryPolicy.nextRetryDelayInMilliseconds(context(previousRetryCount)),
    ).toBeNull();
  });

  it('stops on a count that is not a whole number of tries', () => {
    expect(realtimeRetryDelay(-1)).toBeNull();
    expect(realtimeRetryDelay(1.5)).toBeNull();
    expect(realtimeRetryDelay(Number.NaN)).toBeNull();
  });

  it('gives the schedule in order until it stops', () => {
    const delays: (number | null)[] = [];
    for (let count = 0; count < 6; count += 1) delays.push(realtimeRetryDelay(count));
    expect(delays).toEqual([0, 2000, 10_000, 30_000, null, null]);
  });
});
