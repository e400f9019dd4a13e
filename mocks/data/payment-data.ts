import type { PaymentField, PaymentMethod } from '@generated/api/model';
import { art } from './art.ts';

// The mock backend's payment methods and the fields the server supplies for each: together they
// cover every objectType and mask kind. Method 13 answers a deposit with an address (the
// redirect flow), 14 has no fields ('No data found'); the rest answer with a message.

const logo = (title: string, hue: number) =>
  art({ width: 160, height: 96, title, hue, style: 'logo' });

const deposit = 1;
const withdraw = 2;

export const REDIRECT_METHOD_ID = 13;
export const NO_FIELDS_METHOD_ID = 14;
export const MOCK_CHECKOUT_PATH = '/mock-checkout.html';
/**
 * The payment providers' origins the startup bundle lists (Bootstrap.paymentOrigins): a deposit
 * answer opens only there or on the site itself (the mock checkout page above).
 */
export const MOCK_PAYMENT_ORIGINS: readonly string[] = ['https://odeme.royalpay.example'];

export const paymentMethods: PaymentMethod[] = [
  {
    id: 12,
    type: deposit,
    title: 'Havale / EFT',
    logoUrl: logo('EFT', 210),
    minAmount: 100,
    maxAmount: 50_000,
  },
  {
    id: REDIRECT_METHOD_ID,
    type: deposit,
    title: 'Papara',
    logoUrl: logo('Papara', 280),
    minAmount: 50,
    maxAmount: 25_000,
  },
  {
    id: 18,
    type: deposit,
    title: 'Kredi Kartı',
    logoUrl: logo('VISA', 40),
    minAmount: 100,
    maxAmount: 20_000,
  },
  {
    id: NO_FIELDS_METHOD_ID,
    type: deposit,
    title: 'Kripto',
    logoUrl: null,
    minAmount: 250,
    maxAmount: 100_000,
  },
  {
    id: 22,
    type: withdraw,
    title: 'Banka Havalesi',
    logoUrl: logo('Banka', 150),
    minAmount: 100,
    maxAmount: 50_000,
  },
  {
    id: 23,
    type: withdraw,
    title: 'Papara',
    logoUrl: logo('Papara', 280),
    minAmount: 50,
    maxAmount: 25_000,
  },
];

const amount: PaymentField = { key: 'Amount', mask: null, objectType: 'Decimal', option: null };
const iban: PaymentField = {
  key: 'Iban',
  mask: 'TR99 9999 9999 9999 9999 9999 99',
  objectType: 'String',
  option: null,
};

const fieldsOf: Record<number, PaymentField[]> = {
  // Every objectType and each mask character (9, a, *, ?), as the contract's example.
  12: [
    amount,
    { key: 'FullName', mask: null, objectType: 'String', option: null },
    iban,
    {
      key: 'BankId',
      mask: null,
      objectType: 'Dropdown',
      option: [
        { id: 1, name: 'Ziraat Bankası' },
        { id: 2, name: 'Garanti BBVA' },
        { id: 3, name: 'İş Bankası' },
      ],
    },
    { key: 'CardNo', mask: '9999 9999 9999 9999', objectType: 'Long', option: null },
    { key: 'BirthDate', mask: '99.99.9999', objectType: 'DateTime', option: null },
    { key: 'Reference', mask: 'aa-****?99', objectType: 'String', option: null },
    { key: 'SaveAccount', mask: null, objectType: 'Bool', option: null },
    { key: 'Installment', mask: null, objectType: 'Int', option: null },
  ],
  [REDIRECT_METHOD_ID]: [
    { key: 'Amount', mask: null, objectType: 'Int', option: null },
    { key: 'AccountNo', mask: '9999999999', objectType: 'String', option: null },
  ],
  18: [
    amount,
    { key: 'CardNo', mask: '9999 9999 9999 9999', objectType: 'String', option: null },
    { key: 'Expiry', mask: '99/99', objectType: 'String', option: null },
    { key: 'Cvv', mask: '999', objectType: 'String', option: null },
    {
      key: 'Currency',
      mask: null,
      objectType: 'Dropdown',
      option: [
        { id: 'TRY', name: 'Türk Lirası' },
        { id: 'EUR', name: 'Euro' },
      ],
    },
  ],
  [NO_FIELDS_METHOD_ID]: [],
  22: [amount, { key: 'FullName', mask: null, objectType: 'String', option: null }, iban],
  23: [
    { key: 'Amount', mask: null, objectType: 'Int', option: null },
    { key: 'AccountNo', mask: '9999999999', objectType: 'String', option: null },
  ],
};

export function methodsOfType(type: number): PaymentMethod[] {
  return paymentMethods.filter((method) => method.type === type);
}

/** The fields of a method, or null for an unknown one. */
export function paymentFields(id: number, type: number): PaymentField[] | null {
  const method = paymentMethods.find((item) => item.id === id && item.type === type);
  return method ? (fieldsOf[id] ?? []) : null;
}

export function paymentMethod(id: number): PaymentMethod | null {
  return paymentMethods.find((item) => item.id === id) ?? null;
}
