import { createHmac, timingSafeEqual } from 'node:crypto';

// The wallet calls between the demo game provider and the casino are signed, as aggregators sign
// theirs: an HMAC-SHA256 of the exact request body under a key the two share, in the
// X-Signature header (hex). The key is derived from the server's secret, so no one without it
// (a game page, a player) can take a stake or pay a win by calling the wallet directly.
export const SIGNATURE_HEADER = 'x-signature';

export function walletKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('demo-games wallet').digest();
}

export function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}

export function signatureMatches(
  key: Buffer,
  body: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(key, body), 'hex'), Buffer.from(signature, 'hex'));
}
