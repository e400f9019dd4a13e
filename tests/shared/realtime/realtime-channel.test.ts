// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onRealtime,
  publishRealtime,
  type RealtimeEvent,
} from '@/shared/realtime/realtime-channel';

const error: RealtimeEvent = { kind: 'error', message: 'handshake failed' };
const reconnected: RealtimeEvent = { kind: 'reconnected', message: 'abc123' };

const unsubscribes: (() => void)[] = [];
function listen(listener: (event: RealtimeEvent) => void): () => void {
  const unsubscribe = onRealtime(listener);
  unsubscribes.push(unsubscribe);
  return unsubscribe;
}

afterEach(() => {
  vi.restoreAllMocks();
  unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
});

describe('realtime channel', () => {
  it('hands each published event to every listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    listen(first);
    listen(second);
    publishRealtime(error);
    publishRealtime(reconnected);
    expect(first.mock.calls).toEqual([[error], [reconnected]]);
    expect(second.mock.calls).toEqual([[error], [reconnected]]);
  });

  it('stops delivering after unsubscribe, to that listener only', () => {
    const kept = vi.fn();
    const dropped = vi.fn();
    listen(kept);
    const unsubscribe = listen(dropped);
    unsubscribe();
    unsubscribe();
    publishRealtime({ kind: 'disconnect', message: null });
    expect(dropped).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledWith({ kind: 'disconnect', message: null });
  });

  it('treats the same function subscribed twice as two subscriptions', () => {
    const listener = vi.fn();
    const unsubscribeFirst = listen(listener);
    listen(listener);
    publishRealtime(error);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribeFirst();
    publishRealtime(error);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('lets a listener unsubscribe while an event is being delivered', () => {
    const later = vi.fn();
    const unsubscribeSelf = listen(() => unsubscribeSelf());
    listen(later);
    publishRealtime(error);
    publishRealtime(error);
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('still reaches the others when one listener throws, and reports the error', async () => {
    const thrown = new Error('listener broke');
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((callback) => {
        original(() => {
          try {
            callback();
          } catch (error) {
            resolve(error);
          }
        });
      });
    });
    const after = vi.fn();
    listen(() => {
      throw thrown;
    });
    listen(after);
    publishRealtime(error);
    expect(after).toHaveBeenCalledWith(error);
    await expect(reported).resolves.toBe(thrown);
  });

  it('delivers nothing when no one listens', () => {
    expect(() => publishRealtime(error)).not.toThrow();
  });
});
