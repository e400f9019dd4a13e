import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { lockoutMs, RATE_LIMITS, type RateLimitRule, type RuleName } from './limits.ts';

// The rate-limit counters in PostgreSQL (migrations/011_rate_limits.sql), shared by every server
// process on the database. An attempt is charged before it runs, in one atomic upsert that also
// refuses it when the subject is over its limit or locked out: any number of attempts at once
// let through at most the limit, whichever process they reach. When the answer is known, the
// attempt is settled: a hit the rule does not count is given back, a success may clear the
// counter, and a failure that fills a rule's limit starts its lockout.
export type Outcome = 'success' | 'failure' | 'other';
export type Verdict = { admitted: true } | { admitted: false; until: Date };

const seconds = (ms: number) => ms / 1000;

export async function charge(db: Db, name: RuleName, subject: string, now: Date): Promise<Verdict> {
  const rule: RateLimitRule = RATE_LIMITS[name];
  const fresh = new Date(now.getTime() + rule.windowMs);
  // A window that is over starts again with this hit (and forgets the lockouts before it); an
  // open one counts it. The `where` leaves the row untouched and returns nothing when the
  // attempt is refused.
  const admitted = await sql<{ hits: number }>`
    insert into rate_limits as r (rule, subject, hits, window_ends)
    values (${name}, ${subject}, 1, ${fresh})
    on conflict (rule, subject) do update set
      hits = case when r.window_ends <= ${now} then 1 else r.hits + 1 end,
      strikes = case when r.window_ends <= ${now} then 0 else r.strikes end,
      window_ends = case when r.window_ends <= ${now} then ${fresh} else r.window_ends end
    where (r.locked_until is null or r.locked_until <= ${now})
      and (r.window_ends <= ${now} or r.hits < ${rule.limit})
    returning r.hits`.execute(db);
  if (admitted.rows.length > 0) return { admitted: true };
  return { admitted: false, until: await refusedUntil(db, name, subject, now) };
}

/** When a refused subject may try again. */
async function refusedUntil(db: Db, name: RuleName, subject: string, now: Date): Promise<Date> {
  const rule: RateLimitRule = RATE_LIMITS[name];
  const row = await db
    .selectFrom('rate_limits')
    .select(['window_ends', 'locked_until', 'strikes'])
    .where(whereCounter({ rule: name, subject }))
    .executeTakeFirst();
  if (!row) return now;
  if (row.locked_until && row.locked_until > now) return row.locked_until;
  // The limit is filled by attempts still running: with a lockout rule, the lockout their
  // failures will start; without one, the window's end.
  if (rule.lockout) return new Date(now.getTime() + lockoutMs(rule.lockout, row.strikes));
  return row.window_ends;
}

function keepsHit(rule: RateLimitRule, outcome: Outcome): boolean {
  if (outcome === 'other') return false;
  if (rule.counts === 'answers') return true;
  return rule.counts === (outcome === 'success' ? 'successes' : 'failures');
}

export async function settle(
  db: Db,
  name: RuleName,
  subject: string,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const rule: RateLimitRule = RATE_LIMITS[name];
  const counter = { rule: name, subject } as const;
  if (outcome === 'success' && rule.resetOnSuccess) {
    await db.deleteFrom('rate_limits').where(whereCounter(counter)).execute();
    return;
  }
  if (!keepsHit(rule, outcome)) {
    await db
      .updateTable('rate_limits')
      .set({ hits: sql`greatest(hits - 1, 0)` })
      .where(whereCounter(counter))
      .execute();
    return;
  }
  if (!rule.lockout) return;
  // The failure that fills the limit locks the subject out, for longer after each lockout in a
  // row, and the count starts again once the lockout is over. Two failures settling at once
  // lock once: the second finds the count at zero.
  const first = sql.lit(seconds(rule.lockout.firstMs));
  const cap = sql.lit(seconds(rule.lockout.maxMs));
  const lockout = sql`make_interval(secs => least(${first} * power(2, least(strikes, 30)), ${cap}))`;
  const window = sql`make_interval(secs => ${sql.lit(seconds(rule.windowMs))})`;
  const start = sql`${now}::timestamptz`;
  await db
    .updateTable('rate_limits')
    .set({
      locked_until: sql`${start} + ${lockout}`,
      window_ends: sql`${start} + ${lockout} + ${window}`,
      strikes: sql`strikes + 1`,
      hits: 0,
    })
    .where(whereCounter(counter))
    .where('hits', '>=', rule.limit)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

function whereCounter(counter: { rule: RuleName; subject: string }) {
  return (eb: ExpressionBuilder<Database, 'rate_limits'>) =>
    eb.and([eb('rule', '=', counter.rule), eb('subject', '=', counter.subject)]);
}

const PRUNE_EVERY_MS = 60_000;
const lastPrune = new WeakMap<Db, number>();

/**
 * Deletes counters that mean nothing any more (window and lockout over), at most once a minute
 * per process and database, so names and addresses tried once do not pile up.
 */
export async function pruneCounters(db: Db, now: Date): Promise<void> {
  const last = lastPrune.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  await db
    .deleteFrom('rate_limits')
    .where('window_ends', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}
