import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from '../abuse/client-address.ts';
import { charge, pruneCounters, settle, type Outcome } from '../abuse/counters.ts';
import { GUARDED_OPERATIONS, type SubjectKind } from '../abuse/guarded-operations.ts';
import { RATE_LIMITS, type RuleName } from '../abuse/limits.ts';
import { jsonBodyOf } from '../abuse/request-body.ts';
import { sessionOf, servicesOf, tOf, type AppEnv } from './context.ts';
import { envelopeBody } from './envelope.ts';

// The rate limits of server/abuse/limits.ts in front of the operations they guard: each attempt
// is charged to its subjects before the handler runs (HTTP 429 with Retry-After, in seconds, and
// a message saying how many minutes to wait, when one of them is over its limit), and settled by
// what the handler answered. Handlers know nothing of it. A subject the request does not give
// (no session, no address) is not counted: the handler refuses the request itself, or, for the
// address, the request came through no socket (tests that call the app directly).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

interface Counter {
  rule: RuleName;
  subject: string;
}

/** Longer values are not a name or a phone the contract allows: the validator refuses them. */
const MAX_SUBJECT = 100;

function textSubject(value: unknown, lowerCase: boolean): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_SUBJECT) return null;
  return lowerCase ? value.toLowerCase() : value;
}

async function subjectOf(
  c: AnyContext,
  kind: SubjectKind,
  body: Record<string, unknown>,
): Promise<string | null> {
  switch (kind) {
    // Names are found in any case, so they are counted in one.
    case 'username':
      return textSubject(body.username, true);
    case 'phone':
      return textSubject(body.phone, false);
    case 'address':
      return clientAddress(c, servicesOf(c).config.trustProxy);
    case 'player': {
      const session = await sessionOf(c);
      return session ? String(session.player.id) : null;
    }
  }
}

async function outcomeOf(response: Response): Promise<Outcome> {
  if (response.status !== 200) return 'other';
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { success?: unknown } | null;
  if (answer?.success === true) return 'success';
  return answer?.success === false ? 'failure' : 'other';
}

function tooManyAttempts(c: AnyContext, rule: RuleName, until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const message = tOf(c)(RATE_LIMITS[rule].message, { count: Math.ceil(seconds / 60) });
  return c.json(envelopeBody(message), 429, { 'Retry-After': String(seconds) });
}

export function rateLimits(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const counted = GUARDED_OPERATIONS[c.req.path.replace(/^\/api/, '')];
    if (!counted || c.req.method !== 'POST') return next();
    const services = servicesOf(c);
    const { db } = services;
    const raw = await jsonBodyOf(c);
    const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const charged: Counter[] = [];
    for (const [rule, kind] of counted(body)) {
      const subject = await subjectOf(c, kind, body);
      if (subject === null) continue;
      const now = services.now();
      const verdict = await charge(db, rule, subject, now);
      if (!verdict.admitted) {
        // Refused before it ran: the hits already charged to its other subjects are given back.
        for (const counter of charged)
          await settle(db, counter.rule, counter.subject, 'other', now);
        services.logger.warn({ rule, subject, path: c.req.path }, 'rate limit reached');
        return tooManyAttempts(c, rule, verdict.until, now);
      }
      charged.push({ rule, subject });
    }
    await next();
    if (charged.length === 0) return;
    const outcome = await outcomeOf(c.res);
    const now = services.now();
    for (const counter of charged) await settle(db, counter.rule, counter.subject, outcome, now);
    await pruneCounters(db, now);
  };
}
