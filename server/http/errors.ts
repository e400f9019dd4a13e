import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { servicesOf, tOf } from './context.ts';
import { envelopeBody } from './envelope.ts';

// Whatever goes wrong, the answer is the contract's envelope in the request's language: 401 for
// an ended session, 400 for a body that is not JSON, 413 for one too large, 500 (logged, with no
// detail sent) for anything unexpected.
const STATUS_KEYS: Record<number, string> = {
  400: 'common:malformedRequest',
  401: 'common:sessionEnded',
  404: 'common:notFound',
  413: 'common:tooLarge',
};

export function onError(error: Error, c: Context) {
  const t = tOf(c);
  if (error instanceof HTTPException) {
    const status = error.status;
    const key = STATUS_KEYS[status] ?? 'common:serverError';
    return c.json(envelopeBody(t(key)), status);
  }
  servicesOf(c).logger.error({ err: error, path: c.req.path }, 'request failed');
  return c.json(envelopeBody(t('common:serverError')), 500);
}
