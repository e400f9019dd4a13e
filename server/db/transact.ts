import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

// One way to run work in an SQL transaction, for code that may be called on its own or inside a
// larger unit of work (a keyed request's answer and its money commit together):
// - `transact(db, work)` runs `work` in a new transaction, or inside the caller's when `db` is one;
// - `afterCommit(db, effect)` runs an effect (a push to the hub, a timer, an alert) once the
//   outermost transaction has committed, never for one that rolled back;
// - a serialization failure or a deadlock chosen by PostgreSQL is retried a few times with a
//   short random wait: the player sees an answer, never the database's complaint. Accounts are
//   locked in a fixed order, so a deadlock is not expected; this is the safety net.
export type Executor = Kysely<Database>;

type Effect = () => unknown;
const pendingEffects = new WeakMap<Transaction<Database>, Effect[]>();

const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

const isRetryable = (error: unknown): boolean =>
  RETRYABLE.has(String((error as { code?: unknown } | null)?.code));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function transact<T>(
  db: Executor,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  for (let attempt = 1; ; attempt++) {
    const effects: Effect[] = [];
    let result: T;
    try {
      result = await db.transaction().execute((trx) => {
        pendingEffects.set(trx, effects);
        return work(trx);
      });
    } catch (error) {
      if (!isRetryable(error) || attempt === ATTEMPTS) throw error;
      await pause(Math.random() * 20 * attempt);
      continue;
    }
    for (const effect of effects) await effect();
    return result;
  }
}

/** Runs `effect` after the transaction `db` belongs to commits; at once when `db` is none. */
export async function afterCommit(db: Executor, effect: Effect): Promise<void> {
  if (!db.isTransaction) {
    await effect();
    return;
  }
  const effects = pendingEffects.get(db as Transaction<Database>);
  if (!effects) throw new Error('afterCommit: a transaction not opened by transact()');
  effects.push(effect);
}
