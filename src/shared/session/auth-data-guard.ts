import type { AuthData } from '@generated/api/model';

// Stored authData is checked field by field before it is trusted; zod stays out of the first
// page's bundle, so this guard is plain code over the generated type.
const stringFields = ['token', 'username', 'usercode', 'phone', 'fingerprint'] as const;
const nullableStringFields = [
  'betsyCid',
  'betsyUrl',
  'betsyToken',
  'betcoToken',
  'betcoUrl',
] as const satisfies ReadonlyArray<keyof AuthData>;

export function isAuthData(value: unknown): value is AuthData {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    stringFields.every((key) => typeof record[key] === 'string') &&
    (record.token as string).length > 0 &&
    typeof record.balance === 'number' &&
    Number.isFinite(record.balance) &&
    typeof record.smsVerified === 'boolean' &&
    nullableStringFields.every((key) => record[key] == null || typeof record[key] === 'string')
  );
}
