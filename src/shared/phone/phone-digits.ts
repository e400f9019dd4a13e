import { PHONE } from '@/shared/config/constants';

/**
 * The ten digits a player types after the fixed 90. A stored phone may carry the 90
 * already (twelve digits); the field shows only the rest.
 */
export function localPhoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === PHONE.maskDigits + PHONE.prefix.length && digits.startsWith(PHONE.prefix)) {
    return digits.slice(PHONE.prefix.length);
  }
  return digits.slice(0, PHONE.maskDigits);
}
