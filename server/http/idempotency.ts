import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { ZodType } from 'zod';
import type { Database } from '../db/schema.ts';
import { transact, type Executor } from '../db/transact.ts';
import { servicesOf, tOf } from './context.ts';
import { envelopeBody } from './envelope.ts';

// Exactly once for the operations whose contract takes an `Idempotency-Key` header (money and
// claims). The key is claimed first, in the SQL transaction that then does the work and stores
// its answer, so:
// - a key is never stored without its answer, and the work never commits without its key;
// - a request repeating a key that is being worked on waits for that transaction (the key's row
//   is locked by its insert), then gets the stored answer, marked `Idempotent-Replayed: true`;
// - the same key with another body is refused with HTTP 400 and its own message;
// - a refusal (`success` false) rolls back and is not stored: nothing happened, so a retry is
//   judged again, on the balance and limits of its own moment.
// Without the header the work runs once per call, in one transaction, as before.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;
type Work = (trx: Transaction<Database>) => Promise<Response>;

interface Keyed {
  playerId: number;
  /** The operation's id in the contract: a key is the player's own per operation. */
  operation: string;
  /** The validated body, hashed to tell a true repeat from a reused key. */
  body: unknown;
  /** The contract's rule for the header (from the operation's generated header schema). */
  keyRule: ZodType;
}

class Refused {
  readonly response: Response;
  constructor(response: Response) {
    this.response = response;
  }
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Runs `work` in one transaction that commits only when its answer is a success. */
async function committedOnSuccess(
  db: Executor,
  work: (trx: Transaction<Database>) => Promise<Response | { replay: Response }>,
  store?: (trx: Transaction<Database>, response: Response, answer: unknown) => Promise<void>,
): Promise<Response> {
  try {
    return await transact(db, async (trx) => {
      const done = await work(trx);
      if (!(done instanceof Response)) return done.replay;
      const answer = (await done.clone().json()) as { success?: unknown };
      if (answer.success !== true) throw new Refused(done);
      await store?.(trx, done, answer);
      return done;
    });
  } catch (error) {
    if (error instanceof Refused) return error.response;
    throw error;
  }
}

export async function once(c: AnyContext, keyed: Keyed, work: Work): Promise<Response> {
  const { db, now } = servicesOf(c);
  const t = tOf(c);
  const key = c.req.header('idempotency-key');
  if (key === undefined) return committedOnSuccess(db, work);
  if (!keyed.keyRule.safeParse(key).success)
    return c.json(envelopeBody(t('idempotency:keyInvalid')), 400);
  const row = { player_id: keyed.playerId, operation: keyed.operation, key };
  const requestHash = hashOf(keyed.body);
  return committedOnSuccess(
    db,
    async (trx) => {
      const claimed = await trx
        .insertInto('idempotency_keys')
        // Rewritten with the answer by `store`, before this transaction commits.
        .values({ ...row, request_hash: requestHash, status: 0, answer: '{}', created_at: now() })
        .onConflict((oc) => oc.columns(['player_id', 'operation', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) return work(trx);
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status', 'answer'])
        .where('player_id', '=', row.player_id)
        .where('operation', '=', row.operation)
        .where('key', '=', row.key)
        .executeTakeFirstOrThrow();
      if (first.request_hash !== requestHash)
        return { replay: c.json(envelopeBody(t('idempotency:keyReused')), 400) };
      c.header('Idempotent-Replayed', 'true');
      return { replay: c.json(first.answer as object, first.status as 200) };
    },
    async (trx, response, answer) => {
      await trx
        .updateTable('idempotency_keys')
        .set({ status: response.status, answer: JSON.stringify(answer) })
        .where('player_id', '=', row.player_id)
        .where('operation', '=', row.operation)
        .where('key', '=', row.key)
        .execute();
    },
  );
}
