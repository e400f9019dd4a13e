// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PaymentField, PaymentRequest } from '@generated/api/model';
import { DepositBody, WithdrawBody } from '@generated/api/payment/payment.zod';
import {
  buildPaymentForm,
  paymentDefaults,
  paymentDetail,
  type PaymentFieldSpec,
} from '@/features/wallet/payment-form/payment-schema';
import en from '@/shared/i18n/locales/en/validation.json';
import tr from '@/shared/i18n/locales/tr/validation.json';

function field(
  key: string,
  objectType: PaymentField['objectType'],
  extra: Partial<PaymentField> = {},
): PaymentField {
  return { key, objectType, mask: null, option: null, ...extra };
}

/** The error descriptor of `key` when `value` is checked alone, or undefined when it passes. */
function errorOf(definition: PaymentField, value: unknown): string | undefined {
  const { schema } = buildPaymentForm([definition]);
  const result = schema.safeParse({ [definition.key]: value });
  return result.success ? undefined : result.error.issues[0]?.message;
}

function valueOf(definition: PaymentField, value: unknown): unknown {
  const { schema } = buildPaymentForm([definition]);
  return schema.parse({ [definition.key]: value })[definition.key];
}

function specOf(definition: PaymentField): PaymentFieldSpec {
  const spec = buildPaymentForm([definition]).fields[0];
  if (!spec) throw new Error('no spec');
  return spec;
}

const IBAN = field('Iban', 'String', { mask: 'TR99 9999 9999 9999 9999 9999 99' });
const CARD = field('CardNo', 'String', { mask: '9999 9999 9999 9999' });
const AMOUNT = field('Amount', 'Decimal');
const COUNT = field('Count', 'Int');
const ACCOUNT = field('AccountNo', 'Long');
const CONSENT = field('Consent', 'Bool');
const WHEN = field('TransferDate', 'DateTime');
const NAME = field('FullName', 'String');
const BANKS = field('BankId', 'Int', {
  option: [
    { id: 1, name: 'Ziraat' },
    { id: 2, name: 'Garanti' },
  ],
});
const BRANCHES = field('Branch', 'String', {
  option: [
    { id: '10', name: 'Kadıköy' },
    { id: '20', name: 'Beşiktaş' },
  ],
});
const NETWORKS = field('Network', 'String', {
  option: [
    { id: 'TRC20', name: 'Tron (TRC20)' },
    { id: 'ERC20', name: 'Ethereum (ERC20)' },
  ],
});

describe('buildPaymentForm field kinds (spec 3 payment field, contract PaymentObjectType)', () => {
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

describe('buildPaymentForm rules (spec 5 dynamic fields: every field required)', () => {
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

describe('paymentDetail and the PaymentRequest contract (spec 3 deposit/withdraw payload)', () => {
  const fields = [IBAN, AMOUNT, COUNT, CONSENT, WHEN, BANKS, BRANCHES, NETWORKS, NAME];
  const raw = {
    Iban: 'TR33 0006 1005 1978 6457 8413 26',
    Amount: '250,5',
    Count: '3',
    Consent: true,
    TransferDate: '2024-05-01T14:30',
    BankId: '2',
    Branch: '10',
    Network: 'TRC20',
    FullName: ' Ayşe Yılmaz ',
  };
  const expected = {
    Iban: 'TR33 0006 1005 1978 6457 8413 26',
    Amount: 250.5,
    Count: 3,
    Consent: true,
    TransferDate: '2024-05-01T14:30',
    BankId: 2,
    Branch: 10,
    Network: 'TRC20',
    FullName: 'Ayşe Yılmaz',
  };

  it('turns raw form values into typed detail values', () => {
    const { fields: specs } = buildPaymentForm(fields);
    const detail = paymentDetail(raw, specs);
    expect(detail).toStrictEqual(expected);
    expect(typeof detail.Amount).toBe('number');
    expect(typeof detail.BankId).toBe('number');
    expect(typeof detail.Branch).toBe('number');
    expect(typeof detail.Network).toBe('string');
    expect(typeof detail.Consent).toBe('boolean');
  });

  it('gives the same detail from the schema output (already parsed values)', () => {
    const { schema, fields: specs } = buildPaymentForm(fields);
    const parsed = schema.parse(raw);
    expect(parsed).toStrictEqual(expected);
    expect(paymentDetail(parsed, specs)).toStrictEqual(expected);
  });

  it('only sends the server fields, and a false Bool is sent as false', () => {
    const { fields: specs } = buildPaymentForm([AMOUNT, CONSENT]);
    expect(paymentDetail({ Amount: 100, Consent: false, Extra: 'x' }, specs)).toStrictEqual({
      Amount: 100,
      Consent: false,
    });
  });

  it('refuses to build a detail from invalid values', () => {
    const { fields: specs } = buildPaymentForm([COUNT]);
    expect(() => paymentDetail({ Count: 1.5 }, specs)).toThrow(/Count/);
    expect(() => paymentDetail({}, specs)).toThrow(/Count/);
  });

  it('the request body {id, target: pay, detail} passes the generated deposit and withdraw zod', () => {
    const { schema, fields: specs } = buildPaymentForm(fields);
    const body: PaymentRequest = {
      id: 7,
      target: 'pay',
      detail: paymentDetail(schema.parse(raw), specs),
    };
    expect(DepositBody.parse(body)).toStrictEqual(body);
    expect(WithdrawBody.parse(body)).toStrictEqual(body);
  });

  it('the generated contract zod would catch a detail value of the wrong type', () => {
    expect(DepositBody.safeParse({ id: 7, target: 'pay', detail: { Amount: null } }).success).toBe(
      false,
    );
  });

  it('defaults: empty text everywhere, false for a Bool box', () => {
    const { fields: specs } = buildPaymentForm([IBAN, AMOUNT, CONSENT, BANKS]);
    expect(paymentDefaults(specs)).toStrictEqual({
      Iban: '',
      Amount: '',
      Consent: false,
      BankId: '',
    });
  });
});

describe('masks on number and date fields (the contract example: CardNo Long, BirthDate DateTime)', () => {
  const form = buildPaymentForm([
    { key: 'CardNo', mask: '9999 9999 9999 9999', objectType: 'Long', option: null },
    { key: 'BirthDate', mask: '99.99.9999', objectType: 'DateTime', option: null },
  ]);

  it('gives both fields their mask', () => {
    expect(form.fields.map((field) => field.mask !== null)).toEqual([true, true]);
  });

  it('sends a complete card number as a number and the date as typed', () => {
    const result = form.schema.safeParse({
      CardNo: '4111 1111 1111 1111',
      BirthDate: '05.01.1990',
    });
    expect(result.success && result.data).toEqual({
      CardNo: 4111111111111111,
      BirthDate: '05.01.1990',
    });
  });

  it('gives the detail from the parsed values too', () => {
    const result = form.schema.safeParse({
      CardNo: '4111 1111 1111 1111',
      BirthDate: '05.01.1990',
    });
    if (!result.success) throw new Error('invalid');
    expect(paymentDetail(result.data, form.fields)).toEqual({
      CardNo: 4111111111111111,
      BirthDate: '05.01.1990',
    });
  });

  it('refuses an incomplete masked value', () => {
    const result = form.schema.safeParse({ CardNo: '4111 1111', BirthDate: '05.01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.pattern',
      'validation.pattern',
    ]);
  });
});
