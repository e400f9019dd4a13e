// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as constants from '@/shared/config/constants';

// The business constants are named once in constants.ts; where the contract states the same rule,
// the two must agree (the contract is what the backend validates).
const ROOT = join(import.meta.dirname, '..', '..', '..');
const openapi = parse(readFileSync(join(ROOT, 'generated', 'openapi.yaml'), 'utf8'));
const asyncapi = parse(readFileSync(join(ROOT, 'openapi', 'asyncapi.yaml'), 'utf8'));

function property(schema: string, name: string): Record<string, unknown> {
  const found = openapi.components.schemas[schema]?.properties?.[name];
  if (!found) throw new Error(`${schema}.${name} is not in the contract`);
  return found;
}

describe('constants.ts agrees with the contract', () => {
  it('phone: 5-20 digits', () => {
    for (const schema of ['RegisterRequest', 'UpdatePhoneRequest']) {
      expect(property(schema, 'phone')).toMatchObject({
        minLength: constants.PHONE.minLength,
        maxLength: constants.PHONE.maxLength,
      });
    }
  });

  it('phone mask: ten digits after the fixed prefix', () => {
    expect(property('RegisterRequest', 'phone')['x-form-field']).toMatchObject({
      mask: '0'.repeat(constants.PHONE.maskDigits),
      prefix: constants.PHONE.prefix,
    });
  });

  it('SMS code length', () => {
    expect(property('UpdatePhoneRequest', 'code')).toMatchObject({
      minLength: constants.SMS_CODE_LENGTH,
      maxLength: constants.SMS_CODE_LENGTH,
    });
  });

  // Named only in the contract (no constant restates them): the product's field lengths.
  it.each([
    ['RegisterRequest', { min: 5, max: 30 }],
    ['LoginRequest', { min: 1, max: 50 }],
    ['SendResetPasswordRequest', { min: 2, max: 20 }],
  ])('%s username length', (schema, { min, max }) => {
    expect(property(schema, 'username')).toMatchObject({ minLength: min, maxLength: max });
  });

  it('recovery code length', () => {
    expect(property('CheckResetCodeRequest', 'code')).toMatchObject({
      minLength: 3,
      maxLength: 20,
    });
  });

  it('minimum password lengths', () => {
    expect(property('LoginRequest', 'password').minLength).toBe(
      constants.PASSWORD_MIN_LENGTH.login,
    );
    for (const [schema, field] of [
      ['RegisterRequest', 'password'],
      ['ChangePasswordWithCodeRequest', 'password'],
      ['ChangePasswordRequest', 'oldPassword'],
    ] as const) {
      expect(property(schema, field).minLength, `${schema}.${field}`).toBe(
        constants.PASSWORD_MIN_LENGTH.default,
      );
    }
  });

  it('notification page, top winners count and currency defaults', () => {
    expect(property('NotificationListRequest', 'skip').default).toBe(
      constants.NOTIFICATION_PAGE.skip,
    );
    expect(property('NotificationListRequest', 'take').default).toBe(
      constants.NOTIFICATION_PAGE.take,
    );
    expect(property('TopWinnersRequest', 'count').default).toBe(constants.TOP_WINNERS_COUNT);
    expect(property('RegisterRequest', 'currencyId').default).toBe(constants.DEFAULT_CURRENCY_ID);
  });

  it('realtime retry delays', () => {
    expect(asyncapi.servers.frnotify['x-signalr'].reconnectDelaysMs).toEqual([
      ...constants.REALTIME_RETRY_DELAYS_MS,
    ]);
  });
});
