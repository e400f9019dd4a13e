import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureFingerprint } from '@/shared/device/fingerprint';
import { readString, storageKeys, writeString } from '@/shared/storage/local-store';

const { get, load } = vi.hoisted(() => {
  const get = vi.fn(async () => ({ visitorId: 'visitor-123' }));
  const load = vi.fn(async () => ({ get }));
  return { get, load };
});
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load }));

describe('device fingerprint (spec 4: computed only when not stored)', () => {
  beforeEach(() => {
    load.mockClear();
    get.mockClear();
  });

  it('computes it on the first visit and stores it under fingerprint', async () => {
    await expect(ensureFingerprint()).resolves.toBe('visitor-123');
    expect(readString(storageKeys.fingerprint)).toBe('visitor-123');
    expect(load).toHaveBeenCalledWith({ monitoring: false });
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
