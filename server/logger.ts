import pino, { type Logger } from 'pino';

// Structured logs (JSON lines). Whatever could carry a secret is redacted at the source: the
// Authorization header, tokens, passwords and codes, wherever they sit in a logged object.
export const REDACTED_PATHS = [
  'req.headers.authorization',
  '*.authorization',
  '*.token',
  '*.password',
  '*.code',
  'token',
  'password',
  'code',
];

export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}

export type { Logger };
