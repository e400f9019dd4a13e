// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from '@generated/api/model';
import { DepositBody, WithdrawBody } from '@generated/api/payment/payment.zod';
import {
  buildPaymentForm,
  paymentDefaults,
  paymentDetail,
} from '@/features/wallet/payment-form/payment-schema';
import {
  AMOUNT,
  BANKS,
  BRANCHES,
  CONSENT,
  COUNT,
  IBAN,
  NAME,
  NETWORKS,
  WHEN,
} from './payment-field-fixtures';

describe('paymentDetail and the PaymentRequest contract (the deposit and withdraw payload)', () => {
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
