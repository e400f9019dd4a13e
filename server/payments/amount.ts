import type { PaymentRequestDetail } from '../../generated/server/model/paymentRequestDetail.ts';

// The amount of a filled payment form: its Amount field, a number (Int or Decimal) or the digits
// of one. Anything else (missing, a boolean, text) is NaN, which the amount rules refuse.
export function amountOf(detail: PaymentRequestDetail): number {
  const value = detail.Amount;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
