import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

// Session tokens are 32 random bytes; only their SHA-256 is stored, so a copy of the database
// cannot be used to act as a player. Codes sent by SMS or mail have only a million values, so
// they are stored as an HMAC under the server's secret (a plain hash would be reversed by trying
// them all).
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export function hashCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}
