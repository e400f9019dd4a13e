// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPaymentForm } from '@/features/wallet/payment-form/payment-schema';
import en from '@/shared/i18n/locales/en/validation.json';
import tr from '@/shared/i18n/locales/tr/validation.json';
import {
  ACCOUNT,
  AMOUNT,
  BANKS,
  BRANCHES,
  CARD,
  CONSENT,
  COUNT,
  errorOf,
  field,
  IBAN,
  NAME,
  NETWORKS,
  specOf,
  valueOf,
  WHEN,
} from './payment-field-fixtures';

describe("buildPaymentForm field kinds (the contract's PaymentObjectType)", () => {
  it('lists the fields in the server order with their kinds', () => {
    const { fields } = buildPaymentForm([IBAN, AMOUNT, COUNT, ACCOUNT, CONSENT, WHEN, BANKS]);
    expect(fields.map(({ key, kind }) => [key, kind])).toEqual([
      ['Iban', 'text'],
      ['Amount', 'decimal'],
      ['Count', 'integer'],
      ['AccountNo', 'integer'],
      ['Consent', 'bool'],
      ['TransferDate', 'datetime'],
      ['BankId', 'dropdown'],
    ]);
  });

  it('a non-null option list makes a dropdown whatever the objectType', () => {
    for (const objectType of ['String', 'Int', 'Long', 'Decimal', 'Bool', 'DateTime'] as const) {
      expect(specOf(field('X', objectType, { option: [{ id: 1, name: 'One' }] })).kind).toBe(
        'dropdown',
      );
    }
  });

  it('a Dropdown objectType without options is read as text', () => {
    expect(specOf(field('X', 'Dropdown')).kind).toBe('text');
  });

  it('a masked String carries the imask options and its placeholder; other kinds have no mask', () => {
    expect(specOf(IBAN).mask).toMatchObject({
      mask: 'TR00 0000 0000 0000 0000 0000 00',
      placeholder: 'TR00 0000 0000 0000 0000 0000 00',
    });
    expect(specOf(NAME).mask).toBeNull();
    expect(specOf(field('Amount', 'Decimal', { mask: '999' })).mask).toBeNull();
  });

  it('dropdown options: numeric ids and numeric-string ids become numbers, others stay strings', () => {
    expect(specOf(BANKS).options).toEqual([
      { value: 1, label: 'Ziraat' },
      { value: 2, label: 'Garanti' },
    ]);
    expect(specOf(BRANCHES).options).toEqual([
      { value: 10, label: 'Kadıköy' },
      { value: 20, label: 'Beşiktaş' },
    ]);
    expect(specOf(NETWORKS).options).toEqual([
      { value: 'TRC20', label: 'Tron (TRC20)' },
      { value: 'ERC20', label: 'Ethereum (ERC20)' },
    ]);
    expect(specOf(NAME).options).toEqual([]);
  });

  it('a repeated key keeps its first field', () => {
    const { fields } = buildPaymentForm([AMOUNT, field('Amount', 'String')]);
    expect(fields).toHaveLength(1);
    expect(fields[0]?.kind).toBe('decimal');
  });
});

describe('buildPaymentForm rules (every field is required)', () => {
  it('a missing, null or empty field is rejected as required, whatever its kind', () => {
    for (const definition of [IBAN, NAME, AMOUNT, COUNT, CONSENT, WHEN, BANKS, NETWORKS]) {
      expect(errorOf(definition, undefined)).toBe('validation.required');
      expect(errorOf(definition, null)).toBe('validation.required');
      expect(errorOf(definition, '')).toBe('validation.required');
    }
    expect(errorOf(NAME, '   ')).toBe('validation.required');
  });

  it('the whole form reports every missing field by key', () => {
    const { schema } = buildPaymentForm([IBAN, AMOUNT, BANKS]);
    const result = schema.safeParse({ Amount: '100' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Iban', 'validation.required'],
      ['BankId', 'validation.required'],
    ]);
  });

  it('Int and Long accept whole numbers (number or text) and refuse 1.5 and non-numbers', () => {
    expect(valueOf(COUNT, 3)).toBe(3);
    expect(valueOf(COUNT, '42')).toBe(42);
    expect(valueOf(COUNT, '-7')).toBe(-7);
    expect(valueOf(ACCOUNT, '1234567890123')).toBe(1234567890123);
    expect(errorOf(COUNT, 1.5)).toBe('validation.digits');
    expect(errorOf(COUNT, '1.5')).toBe('validation.digits');
    expect(errorOf(ACCOUNT, '1,5')).toBe('validation.digits');
    expect(errorOf(COUNT, 'abc')).toBe('validation.number');
    expect(errorOf(COUNT, '12abc')).toBe('validation.number');
    expect(errorOf(COUNT, Number.NaN)).toBe('validation.number');
    expect(errorOf(ACCOUNT, '99999999999999999999')).toBe('validation.invalid');
  });

  it('Decimal accepts 12.5 (number, text with . or ,) and refuses non-numbers', () => {
    expect(valueOf(AMOUNT, 12.5)).toBe(12.5);
    expect(valueOf(AMOUNT, '12.5')).toBe(12.5);
    expect(valueOf(AMOUNT, '12,5')).toBe(12.5);
    expect(valueOf(AMOUNT, '100')).toBe(100);
    expect(errorOf(AMOUNT, '12.5.1')).toBe('validation.number');
    expect(errorOf(AMOUNT, '1.250,75')).toBe('validation.number');
    expect(errorOf(AMOUNT, '₺12')).toBe('validation.number');
    expect(errorOf(AMOUNT, Number.POSITIVE_INFINITY)).toBe('validation.number');
    expect(errorOf(AMOUNT, true)).toBe('validation.number');
  });

  it('a dropdown with numeric ids gives the number; an unknown choice is invalid', () => {
    expect(valueOf(BANKS, '2')).toBe(2);
    expect(valueOf(BANKS, 1)).toBe(1);
    expect(errorOf(BANKS, '3')).toBe('validation.invalid');
  });

  it('a dropdown with numeric-string ids gives the number', () => {
    expect(valueOf(BRANCHES, '20')).toBe(20);
    expect(valueOf(BRANCHES, 10)).toBe(10);
    expect(errorOf(BRANCHES, '30')).toBe('validation.invalid');
  });

  it('a dropdown with non-numeric ids gives the string', () => {
    expect(valueOf(NETWORKS, 'ERC20')).toBe('ERC20');
    expect(errorOf(NETWORKS, 'BEP20')).toBe('validation.invalid');
    expect(errorOf(NETWORKS, 'erc20')).toBe('validation.invalid');
  });

  it('Bool is a boolean: true and false are both answers', () => {
    expect(valueOf(CONSENT, true)).toBe(true);
    expect(valueOf(CONSENT, false)).toBe(false);
    expect(valueOf(CONSENT, 'true')).toBe(true);
    expect(errorOf(CONSENT, 'yes')).toBe('validation.invalid');
    expect(errorOf(CONSENT, 1)).toBe('validation.invalid');
  });

  it('DateTime is a non-empty real date and time, sent as typed', () => {
    expect(valueOf(WHEN, '2024-05-01T14:30')).toBe('2024-05-01T14:30');
    expect(valueOf(WHEN, '2024-02-29T23:59:59.123Z')).toBe('2024-02-29T23:59:59.123Z');
    expect(valueOf(WHEN, '2024-05-01 09:00:00+03:00')).toBe('2024-05-01 09:00:00+03:00');
    expect(errorOf(WHEN, '2024-05-01')).toBe('validation.invalid');
    expect(errorOf(WHEN, '2023-02-29T10:00')).toBe('validation.invalid');
    expect(errorOf(WHEN, '2024-13-01T10:00')).toBe('validation.invalid');
    expect(errorOf(WHEN, '2024-05-01T24:00')).toBe('validation.invalid');
    expect(errorOf(WHEN, 'yesterday')).toBe('validation.invalid');
    expect(errorOf(WHEN, 20240501)).toBe('validation.invalid');
  });

  it('String without a mask is any non-empty text, sent trimmed', () => {
    expect(valueOf(NAME, '  Ayşe Yılmaz ')).toBe('Ayşe Yılmaz');
    expect(errorOf(NAME, { name: 'x' })).toBe('validation.invalid');
  });

  it('a masked String must be the complete masked value (IBAN)', () => {
    expect(valueOf(IBAN, 'TR33 0006 1005 1978 6457 8413 26')).toBe(
      'TR33 0006 1005 1978 6457 8413 26',
    );
    expect(errorOf(IBAN, 'TR33 0006 1005')).toBe('validation.pattern');
    expect(errorOf(IBAN, '330006100519786457841326')).toBe('validation.pattern');
  });

  it('a masked String must be the complete masked value (card, optional tail, letters, *)', () => {
    expect(valueOf(CARD, '4111 1111 1111 1111')).toBe('4111 1111 1111 1111');
    expect(errorOf(CARD, '4111 1111 1111 111')).toBe('validation.pattern');
    const tail = field('Ref', 'String', { mask: '999?99' });
    expect(valueOf(tail, '123')).toBe('123');
    expect(valueOf(tail, '12345')).toBe('12345');
    expect(errorOf(tail, '12')).toBe('validation.pattern');
    const plate = field('Plate', 'String', { mask: 'aa-999' });
    expect(valueOf(plate, 'ÇŞ-123')).toBe('ÇŞ-123');
    expect(errorOf(plate, '12-123')).toBe('validation.pattern');
    const code = field('Code', 'String', { mask: '***' });
    expect(valueOf(code, 'a1ğ')).toBe('a1ğ');
    expect(errorOf(code, 'a-1')).toBe('validation.pattern');
  });

  it('uses only error keys both languages translate', () => {
    const used = new Set<string>();
    const { schema } = buildPaymentForm([IBAN, AMOUNT, COUNT, CONSENT, WHEN, BANKS, NAME]);
    const samples: Array<Record<string, unknown>> = [
      {},
      {
        Iban: 'x',
        Amount: 'x',
        Count: 1.5,
        Consent: 'x',
        TransferDate: 'x',
        BankId: 9,
        FullName: {},
      },
      { Count: '1e99999' },
      { Count: '99999999999999999999' },
    ];
    for (const sample of samples) {
      const result = schema.safeParse(sample);
      for (const issue of result.error?.issues ?? []) used.add(issue.message);
    }
    expect(used.size).toBeGreaterThan(4);
    for (const descriptor of used) {
      const key = descriptor.replace(/^validation\./, '');
      expect(en).toHaveProperty(key);
      expect(tr).toHaveProperty(key);
    }
  });
});
