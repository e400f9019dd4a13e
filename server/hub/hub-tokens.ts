import { createHmac, timingSafeEqual } from 'node:crypto';

// The hub's access token travels in the WebSocket address, which proxies and servers log, so
// it is not the session token: it is a signed note of the player and session, worth a minute.
// The hub still checks that the session is open when the connection is made.
export const HUB_TOKEN_LIFETIME_MS = 60_000;

interface Claims {
  /** player id */
  p: number;
  /** session id */
  s: number;
  /** expiry, ms since 1970 */
  e: number;
}

const sign = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`hub:${body}`).digest('base64url');

export function issueHubToken(
  secret: string,
  identity: { playerId: number; sessionId: number },
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + HUB_TOKEN_LIFETIME_MS);
  const claims: Claims = { p: identity.playerId, s: identity.sessionId, e: expiresAt.getTime() };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `h1.${body}.${sign(body, secret)}`, expiresAt };
}

/** The player and session a hub token names, or null when it is forged, malformed or expired. */
export function readHubToken(
  secret: string,
  token: string,
  now: Date,
): { playerId: number; sessionId: number } | null {
  const [version, body, signature] = token.split('.');
  if (version !== 'h1' || !body || !signature) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Partial<Claims>;
    if (!Number.isSafeInteger(claims.p) || !Number.isSafeInteger(claims.s)) return null;
    if (typeof claims.e !== 'number' || claims.e <= now.getTime()) return null;
    return { playerId: claims.p as number, sessionId: claims.s as number };
  } catch {
    return null;
  }
}
