// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localPhoneDigits } from '@/shared/phone/phone-digits';

// The phone is typed as ten digits after a fixed 90.
describe('localPhoneDigits', () => {
  it.each([
    ['905551112233', '5551112233'],
    ['5321234567', '5321234567'],
    ['+90 532 123 45 67', '5321234567'],
    ['', ''],
    [null, ''],
  ])('shows %j as %j after +90', (stored, shown) => {
    expect(localPhoneDigits(stored)).toBe(shown);
  });
});
