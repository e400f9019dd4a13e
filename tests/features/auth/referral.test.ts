import { describe, expect, it } from 'vitest';
import { captureReferral, storedReferralId } from '@/features/auth/referral';

// The registration payload's refId comes from a stored referral id.
describe('referral id', () => {
  it('is kept from a referral link and read back as a number', () => {
    captureReferral('?refId=42&utm=x');
    expect(storedReferralId()).toBe(42);
    captureReferral('?ref=7');
    expect(storedReferralId()).toBe(7);
  });

  it('ignores addresses without a valid id and keeps the one stored', () => {
    captureReferral('?refId=42');
    captureReferral('?refId=abc');
    captureReferral('?ref=-3');
    captureReferral('');
    expect(storedReferralId()).toBe(42);
  });

  it.each(['partner-7', '0', '1e3', ''])('treats a stored %j as none', (stored) => {
    localStorage.setItem('refId', stored);
    expect(storedReferralId()).toBeNull();
  });
});
