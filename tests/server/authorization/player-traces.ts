import { sql } from 'kysely';
import type { Db } from '../../../server/db/database.ts';

// What of one player could show up in an answer meant for another: their texts (user name,
// e-mail, phone, names, tokens) and the ids of their rows. Row ids are small numbers that also
// name games, methods and amounts, so before the player's rows are made every id sequence is
// moved to a range of its own, far above anything seeded: an id of the player's rows then
// appears in another answer only if that row does.
export interface PlayerTraces {
  who: string;
  texts: string[];
  ids: Set<number>;
}

const FIRST_SPREAD_ID = 1_000_000_000;
const SPREAD_STEP = 10_000_000;

/** Moves every id sequence to its own range (sequence i from 1e9 + i·1e7). */
export async function spreadIdSequences(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string; last: number | null }>`
    select sequencename as name, last_value as last from pg_sequences
    where schemaname = 'public' order by sequencename`.execute(db);
  for (const [index, { name, last }] of rows.entries()) {
    const start = FIRST_SPREAD_ID + index * SPREAD_STEP;
    if ((last ?? 0) >= start) throw new Error(`sequence ${name} is already at ${last}`);
    await sql`select setval(${name}::regclass, ${start})`.execute(db);
  }
}

/** The tables whose rows belong to a player: a player_id column beside an id. */
async function playerTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`
    select table_name as "table" from information_schema.columns
    where table_schema = 'public' and column_name = 'player_id'
    intersect
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'id'
    order by 1`.execute(db);
  return rows.map((row) => row.table);
}

/** The ids of every row of the player, their ledger entries' and their own id. */
export async function rowIdsOf(db: Db, playerId: number): Promise<Set<number>> {
  const ids = new Set<number>([playerId]);
  for (const table of await playerTables(db)) {
    const { rows } = await sql<{ id: number }>`
      select id from ${sql.table(table)} where player_id = ${playerId}`.execute(db);
    for (const row of rows) ids.add(Number(row.id));
  }
  const { rows: entries } = await sql<{ id: number }>`
    select e.id from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    where t.player_id = ${playerId}`.execute(db);
  for (const row of entries) ids.add(Number(row.id));
  return ids;
}

/** How many rows each player-owned table holds: a refused call leaves these as they were. */
export async function playerRowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await playerTables(db)) {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

// Texts this long are looked for inside any string (an e-mail in a message); shorter ones (a
// user name like "demo", which is also in the demo game's address) only as a whole value.
const SEARCHED_INSIDE = 8;

/** Where the player's traces are in `value`: a list of `$.path: what`, empty when none. */
export function tracesIn(value: unknown, traces: PlayerTraces, path = '$'): string[] {
  if (typeof value === 'number') {
    return traces.ids.has(value) ? [`${path}: ${traces.who}'s row id ${value}`] : [];
  }
  if (typeof value === 'string') {
    const text = value.toLowerCase();
    const found = traces.texts
      .filter((trace) => {
        const wanted = trace.toLowerCase();
        return text === wanted || (wanted.length >= SEARCHED_INSIDE && text.includes(wanted));
      })
      .map((trace) => `${path}: ${traces.who}'s "${trace}"`);
    // Ids written into a text (an address, a message).
    for (const digits of value.match(/\d+/g) ?? []) {
      if (traces.ids.has(Number(digits)))
        found.push(`${path}: ${traces.who}'s row id ${digits} in "${value}"`);
    }
    return found;
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => tracesIn(item, traces, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => tracesIn(item, traces, `${path}.${key}`));
  return [];
}
