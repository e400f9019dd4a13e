import { readString, storageKeys, writeString } from '@/shared/store/local-store';

// A visitor who arrives through a referral link (`?refId=123`, or `?ref=123`) keeps the id until
// registration sends it as the registration payload's refId.
const REFERRAL_PARAMS = ['refId', 'ref'] as const;

function asReferralId(value: string | null): number | null {
  if (!value || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Stores the referral id of the address, if it carries a valid one. */
export function captureReferral(search: string): void {
  const params = new URLSearchParams(search);
  for (const name of REFERRAL_PARAMS) {
    const id = asReferralId(params.get(name));
    if (id !== null) {
      writeString(storageKeys.referralId, String(id));
      return;
    }
  }
}

/** The stored referral id; anything stored that is not a positive whole number counts as none. */
export function storedReferralId(): number | null {
  return asReferralId(readString(storageKeys.referralId));
}
