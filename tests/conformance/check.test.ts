// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { GetNotificationsResponse } from '../../generated/api/customer/customer.zod';
import { GetPaymentDetailResponse } from '../../generated/api/payment/payment.zod';
import { checkAnswer, isDeclared, jsonPath } from '../../scripts/conformance/check.ts';
import type { HttpAnswer } from '../../scripts/conformance/http.ts';

// The answer checks of the conformance checker, one rule at a time.

function answer(body: unknown, status = 200, type = 'application/json'): HttpAnswer {
  return {
    status,
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const field = (objectType: unknown) => ({ key: 'Amount', mask: null, objectType, option: null });

describe('checkAnswer', () => {
  it('accepts a conformant answer', () => {
    const body = { success: true, message: null, data: [field('Decimal')] };
    expect(checkAnswer(answer(body), ['200', '400'], GetPaymentDetailResponse)).toEqual([]);
  });

  it('names a payment field objectType outside the enumeration', () => {
    const body = { success: true, message: null, data: [field('Decimal'), field('Blob')] };
    expect(checkAnswer(answer(body), ['200'], GetPaymentDetailResponse)).toEqual([
      {
        kind: 'unknown-enum-value',
        path: '$.data[1].objectType',
        message:
          '"Blob" is not one of "String"|"Int"|"Long"|"Decimal"|"Bool"|"DateTime"|"Dropdown"',
      },
    ]);
  });

  it('tells a value of the wrong type from an enumeration miss, inside unions too', () => {
    const notification = (type: unknown) => ({
      success: true,
      message: null,
      data: [
        { id: 1, title: 't', note: 'n', type, timeStamp: '2026-11-20T18:42:00', isRead: false },
      ],
    });
    const kinds = (type: unknown) =>
      checkAnswer(answer(notification(type)), ['200'], GetNotificationsResponse).map((v) => [
        v.kind,
        v.path,
      ]);
    expect(kinds(1)).toEqual([]);
    expect(kinds('bonus')).toEqual([]);
    expect(kinds(99)).toEqual([['unknown-enum-value', '$.data[0].type']]);
    expect(kinds('jackpot')).toEqual([['unknown-enum-value', '$.data[0].type']]);
    expect(kinds(true)).toEqual([['wrong-type', '$.data[0].type']]);
  });

  it('names a missing required field and a field of the wrong type', () => {
    const body = {
      success: true,
      message: null,
      data: [{ key: 'Amount', objectType: 'Decimal', option: 'none' }],
    };
    expect(checkAnswer(answer(body), ['200'], GetPaymentDetailResponse)).toEqual([
      {
        kind: 'missing-required-field',
        path: '$.data[0].mask',
        message: 'required string is missing',
      },
      {
        kind: 'wrong-type',
        path: '$.data[0].option',
        message: 'expected array, got a string ("none")',
      },
    ]);
  });

  it('calls any other schema failure (pattern, format) a schema mismatch', () => {
    const schema = zod.object({
      success: zod.boolean(),
      data: zod.object({ code: zod.string().regex(/^\d+$/) }),
    });
    const body = { success: true, message: null, data: { code: 'abc' } };
    expect(checkAnswer(answer(body), ['200'], schema)).toMatchObject([
      { kind: 'schema-mismatch', path: '$.data.code' },
    ]);
  });

  it('checks the envelope of every answer, and the schema only of a 200', () => {
    expect(checkAnswer(answer([1, 2]), ['200'], undefined)).toMatchObject([
      { kind: 'missing-envelope', path: '$' },
    ]);
    expect(checkAnswer(answer({ message: 5 }), ['200'], undefined)).toMatchObject([
      { kind: 'missing-envelope', path: '$.success' },
      { kind: 'missing-envelope', path: '$.message' },
    ]);
    expect(checkAnswer(answer(''), ['401'], undefined).map((v) => v.kind)).toEqual([
      'undeclared-status',
      'missing-envelope',
    ]);
    const failure = { success: false, message: 'Oturumunuzun süresi doldu.', data: null };
    expect(checkAnswer(answer(failure, 401), ['200', '401'], GetPaymentDetailResponse)).toEqual([]);
  });

  it('names an undeclared status and a wrong content type', () => {
    const body = { success: true, message: null, data: [] };
    expect(checkAnswer(answer(body, 418), ['200', '401'], GetPaymentDetailResponse)).toEqual([
      {
        kind: 'undeclared-status',
        path: '$',
        message: 'status 418 is not declared (declared: 200, 401)',
      },
    ]);
    expect(checkAnswer(answer('<html></html>', 200, 'text/html'), ['200'], undefined)).toEqual([
      {
        kind: 'wrong-content-type',
        path: '$',
        message: 'Content-Type text/html, not application/json',
      },
      { kind: 'missing-envelope', path: '$', message: 'the body is not JSON: no envelope' },
    ]);
    expect(
      checkAnswer(answer(body, 200, 'application/json; charset=utf-8'), ['200'], undefined),
    ).toEqual([]);
  });
});

describe('helpers', () => {
  it('matches declared statuses, ranges and default', () => {
    expect(isDeclared(200, ['200', '400'])).toBe(true);
    expect(isDeclared(404, ['200', '400'])).toBe(false);
    expect(isDeclared(404, ['200', '4XX'])).toBe(true);
    expect(isDeclared(503, ['200', 'default'])).toBe(true);
  });

  it('writes JSON paths', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['data', 0, 'type'])).toBe('$.data[0].type');
    expect(jsonPath(['data', 'a-b'])).toBe('$.data["a-b"]');
  });
});
