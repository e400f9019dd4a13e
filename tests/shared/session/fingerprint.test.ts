import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_TIMEOUT_MS } from '@/shared/config/constants';
import { ensureFingerprint } from '@/shared/session/fingerprint';
import { readString, storageKeys, writeString } from '@/shared/store/local-store';

const { get, load } = vi.hoisted(() => {
  const get = vi.fn(async () => ({ visitorId: 'visitor-123' }));
  const load = vi.fn(async () => ({ get }));
  return { get, load };
});
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load }));

describe('device fingerprint: computed only when none is stored', () => {
  beforeEach(() => {
    load.mockClear();
    get.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('computes it on the first visit and stores it under fingerprint', async () => {
    await expect(ensureFingerprint()).resolves.toBe('visitor-123');
    expect(readString(storageKeys.fingerprint)).toBe('visitor-123');
    // The library's sampled third-party log stays off (a privacy choice).
    expect(load).toHaveBeenCalledWith({ monitoring: false });
  });

  it('waits for it at most 1000 ms, then goes on without it and stores it when ready', async () => {
    vi.useFakeTimers();
    expect(FINGERPRINT_TIMEOUT_MS).toBe(1000);
    let finish: (result: { visitorId: string }) => void = () => undefined;
    get.mockImplementationOnce(
      () => new Promise<{ visitorId: string }>((resolve) => (finish = resolve)),
    );
    let settled: string | null | undefined;
    void ensureFingerprint().then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    // The slow device's fingerprint is kept for the calls that follow.
    finish({ visitorId: 'slow-device' });
    await vi.waitFor(() => expect(readString(storageKeys.fingerprint)).toBe('slow-device'));
  });

  it('reuses the stored one without loading the library', async () => {
    writeString(storageKeys.fingerprint, 'stored-id');
    await expect(ensureFingerprint()).resolves.toBe('stored-id');
    expect(load).not.toHaveBeenCalled();
  });

  it('gives null, and stores nothing, when it cannot be computed', async () => {
    get.mockRejectedValueOnce(new Error('blocked'));
    await expect(ensureFingerprint()).resolves.toBeNull();
    expect(readString(storageKeys.fingerprint)).toBeNull();
  });
});
