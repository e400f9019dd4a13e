import type { PaymentField } from '@generated/api/model';
import {
  buildPaymentForm,
  type PaymentFieldSpec,
} from '@/features/wallet/payment-form/payment-schema';

/** A payment field as the server lists it: no mask, no options unless given. */
export function field(
  key: string,
  objectType: PaymentField['objectType'],
  extra: Partial<PaymentField> = {},
): PaymentField {
  return { key, objectType, mask: null, option: null, ...extra };
}

/** The error descriptor of `key` when `value` is checked alone, or undefined when it passes. */
export function errorOf(definition: PaymentField, value: unknown): string | undefined {
  const { schema } = buildPaymentForm([definition]);
  const result = schema.safeParse({ [definition.key]: value });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The parsed value of `key` when `value` is checked alone. */
export function valueOf(definition: PaymentField, value: unknown): unknown {
  const { schema } = buildPaymentForm([definition]);
  return schema.parse({ [definition.key]: value })[definition.key];
}

/** The form field built from one server field. */
export function specOf(definition: PaymentField): PaymentFieldSpec {
  const spec = buildPaymentForm([definition]).fields[0];
  if (!spec) throw new Error('no spec');
  return spec;
}

// One field of each kind, masked, and dropdowns with numeric, numeric-string and text ids.
export const IBAN = field('Iban', 'String', { mask: 'TR99 9999 9999 9999 9999 9999 99' });
export const CARD = field('CardNo', 'String', { mask: '9999 9999 9999 9999' });
export const AMOUNT = field('Amount', 'Decimal');
export const COUNT = field('Count', 'Int');
export const ACCOUNT = field('AccountNo', 'Long');
export const CONSENT = field('Consent', 'Bool');
export const WHEN = field('TransferDate', 'DateTime');
export const NAME = field('FullName', 'String');
export const BANKS = field('BankId', 'Int', {
  option: [
    { id: 1, name: 'Ziraat' },
    { id: 2, name: 'Garanti' },
  ],
});
export const BRANCHES = field('Branch', 'String', {
  option: [
    { id: '10', name: 'Kadıköy' },
    { id: '20', name: 'Beşiktaş' },
  ],
});
export const NETWORKS = field('Network', 'String', {
  option: [
    { id: 'TRC20', name: 'Tron (TRC20)' },
    { id: 'ERC20', name: 'Ethereum (ERC20)' },
  ],
});
