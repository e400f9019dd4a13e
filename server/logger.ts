import pino, { type Logger } from 'pino';

// Structured logs (JSON lines). Whatever could carry a secret is redacted at the source: the
// Authorization header and cookies, tokens (the hub's `access_token` too), passwords and codes,
// at the top of a logged object or one or two levels down. What is logged of a request is its
// path, never its query or headers (server/http/access-log.ts, server/hub/hub.ts).
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'token',
  'access_token',
  'accessToken',
  'password',
  'oldPassword',
  'code',
];
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}

export type { Logger };
