import { timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashCode, newCode } from '../security/tokens.ts';
import type { Services } from '../services.ts';

// One-time codes sent to a player: an SMS code verifies a phone (valid 5 minutes), a reset code
// lets the player set a new password (valid 15 minutes). Only the newest code of a purpose
// counts: asking for a new one spends the older ones. A code is used once, and five wrong
// guesses spend it. A player gets at most five codes of a purpose an hour, so the guesses at a
// six-digit code stay few. Codes are stored as an HMAC under the server's secret.
export type CodePurpose = 'sms' | 'reset';
export const CODE_LIFETIME_MINUTES: Readonly<Record<CodePurpose, number>> = { sms: 5, reset: 15 };
export const MAX_GUESSES = 5;
export const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const keyOf = (services: Services) => services.config.secret;

/** A new code for the player, or null when they had their hourly share of this purpose. */
export async function issueCode(
  services: Services,
  trx: Transaction<Database>,
  request: { playerId: number; purpose: CodePurpose; recipient: string },
): Promise<string | null> {
  const { playerId, purpose, recipient } = request;
  const now = services.now();
  const { count } = await trx
    .selectFrom('one_time_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('player_id', '=', playerId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_CODES_PER_HOUR) return null;
  await trx
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('player_id', '=', playerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const code = newCode(6);
  await trx
    .insertInto('one_time_codes')
    .values({
      player_id: playerId,
      purpose,
      recipient,
      code_hash: hashCode(code, keyOf(services)),
      created_at: now,
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MINUTES[purpose] * 60_000),
    })
    .execute();
  return code;
}

/** ok; wrong (a guess left); expired; spent (used, replaced, or out of guesses). */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'spent';

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a code against the player's newest one of the purpose (and, when given, the recipient
 * it was sent to), counting a wrong guess. When it is right, `consume` marks it used and
 * `onValid` runs in the same SQL transaction (the change the code allows).
 */
export async function checkCode(
  services: Services,
  check: {
    playerId: number;
    purpose: CodePurpose;
    code: string;
    recipient?: string;
    consume: boolean;
    onValid?: (trx: Transaction<Database>) => Promise<void>;
  },
): Promise<CodeCheck> {
  const now = services.now();
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('one_time_codes')
      .selectAll()
      .where('player_id', '=', check.playerId)
      .where('purpose', '=', check.purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'wrong';
    if (row.used_at || row.attempts >= MAX_GUESSES) return 'spent';
    if (row.expires_at.getTime() <= now.getTime()) return 'expired';
    const right =
      sameHash(row.code_hash, hashCode(check.code, keyOf(services))) &&
      (check.recipient === undefined || check.recipient === row.recipient);
    if (!right) {
      const attempts = row.attempts + 1;
      await trx.updateTable('one_time_codes').set({ attempts }).where('id', '=', row.id).execute();
      return attempts >= MAX_GUESSES ? 'spent' : 'wrong';
    }
    if (check.consume)
      await trx
        .updateTable('one_time_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .execute();
    await check.onValid?.(trx);
    return 'ok';
  });
}
