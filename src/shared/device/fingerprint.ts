import { readString, storageKeys, writeString } from '@/shared/storage/local-store';

/**
 * The device fingerprint, computed with FingerprintJS only when none is stored, and stored under
 * `fingerprint` (spec 4, startup). The library is loaded only on that first visit. Null when it
 * cannot be computed; calls then go out with an empty x-fingerprint.
 */
export async function ensureFingerprint(): Promise<string | null> {
  const stored = readString(storageKeys.fingerprint);
  if (stored) return stored;
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    // No monitoring: the site sends nothing about its visitors to a third party.
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    writeString(storageKeys.fingerprint, visitorId);
    return visitorId;
  } catch {
    return null;
  }
}
