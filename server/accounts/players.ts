import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { transact } from '../db/transact.ts';
import type { PlayerRow } from '../http/context.ts';

// Finding a player by name (any case) and creating one with their wallet.

export function findPlayerByName(db: Db, username: string): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('players')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** A player's wallet at zero, so their balance is in the ledger from the first moment. */
export async function openWallet(trx: Transaction<Database>, playerId: number): Promise<void> {
  await trx
    .insertInto('accounts')
    .values({ player_id: playerId, code: 'wallet' })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The user code shown in the profile: 8 digits from the player's id (demo is 10000001). */
export const usercodeOf = (id: number): string => String(10_000_000 + id);

function isNameTaken(error: unknown): boolean {
  const { code, constraint, message } = error as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  return code === '23505' && `${constraint} ${message}`.includes('players_username_key');
}

export interface NewPlayer {
  username: string;
  passwordHash: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  birthDate: string;
  countryId: number;
  locale: 'tr' | 'en';
  createdAt: Date;
}

/** Creates the player and their wallet; null when the user name was taken meanwhile. */
export async function createPlayer(db: Db, fields: NewPlayer): Promise<PlayerRow | null> {
  try {
    return await transact(db, async (trx) => {
      const {
        rows: [next],
      } = await sql<{
        id: number;
      }>`select nextval(pg_get_serial_sequence('players', 'id')) as id`.execute(trx);
      if (!next) throw new Error('the players sequence gave no id');
      const { id } = next;
      const player = await trx
        .insertInto('players')
        .values({
          id,
          username: fields.username,
          password_hash: fields.passwordHash,
          usercode: usercodeOf(id),
          name: fields.name,
          surname: fields.surname,
          email: fields.email,
          phone: fields.phone,
          birth_date: fields.birthDate,
          country_id: fields.countryId,
          locale: fields.locale,
          created_at: fields.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await openWallet(trx, id);
      return player;
    });
  } catch (error) {
    if (isNameTaken(error)) return null;
    throw error;
  }
}
