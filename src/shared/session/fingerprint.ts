import { FINGERPRINT_TIMEOUT_MS } from '@/shared/config/constants';
import { trustExactly } from '@/shared/html/trusted-types';
import { readString, storageKeys, writeString } from '@/shared/store/local-store';

/** Computes the fingerprint with FingerprintJS and stores it; null when it cannot. */
async function computeFingerprint(): Promise<string | null> {
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    // Its hidden frame's fixed document passes the `default` Trusted Types policy.
    trustExactly();
    // No monitoring: the site sends nothing about its visitors to a third party (the library's
    // sampled usage log stays off).
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    writeString(storageKeys.fingerprint, visitorId);
    return visitorId;
  } catch {
    return null;
  }
}

/**
 * The device fingerprint, computed with FingerprintJS only when none is stored, and stored under
 * `fingerprint` at startup. The library is loaded only on that first visit. The startup
 * waits for it at most 1000 ms: a slower device gets null then (calls go out with an empty
 * x-fingerprint) and the fingerprint is stored when it is ready, for the calls after that.
 */
export async function ensureFingerprint(): Promise<string | null> {
  const stored = readString(storageKeys.fingerprint);
  if (stored) return stored;
  // The timer is left to run out: once the race is decided its answer changes nothing.
  return Promise.race([
    computeFingerprint(),
    new Promise<null>((resolve) => setTimeout(resolve, FINGERPRINT_TIMEOUT_MS, null)),
  ]);
}
