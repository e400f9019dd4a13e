import { PHONE } from '@/shared/config/constants';
import { localPhoneDigits } from '@/shared/phone/phone-digits';

/** A stored phone as people read it: '+90 555 111 22 33'; null when there is none. */
export function displayPhone(phone: string | null | undefined): string | null {
  const digits = localPhoneDigits(phone);
  if (!digits) return null;
  const grouped =
    digits.length === PHONE.maskDigits
      ? [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8)].join(' ')
      : digits;
  return `+${PHONE.prefix} ${grouped}`;
}
