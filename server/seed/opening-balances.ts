import { sql } from 'kysely';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import type { Db } from '../db/database.ts';
import { importMovements, toCents, type Movement } from '../money/ledger.ts';
import type { SeedContext } from './seed-context.ts';

// The seeded history (payments, bonuses, game rounds, each generated on its own) moves money in
// and out of a demo player's wallet; in time order it may dip below zero, and it ends anywhere.
// Two movements of house:adjustments settle it, imported as past history so every entry's balance
// after counts them:
// - an opening balance before the history, as large as its lowest dip below zero (plus whatever
//   is still missing to reach the balance QA knows, demo: ₺1.250,75);
// - when the history ends above that balance, a correction takes the excess out at the first
//   moment after which the wallet never holds less than it (so it never goes below zero either).
const OPENING_AT = new Date('2025-01-01T00:00:00Z');

interface WalletEntry {
  balance_after: number;
  at: Date;
}

/** The wallet's entries in time order, with the balance after each. */
async function walletEntries(db: Db, playerId: number): Promise<WalletEntry[]> {
  const { rows } = await sql<WalletEntry>`
    select e.balance_after, t.created_at as at
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join accounts a on a.id = e.account_id
    where a.player_id = ${playerId} and a.code = 'wallet'
    order by t.created_at, e.transaction_id, e.id`.execute(db);
  return rows;
}

/** The two movements that make `entries` never negative and end at `target` cents. */
export function settlingMovements(
  playerId: number,
  entries: readonly WalletEntry[],
  target: number,
): Array<Movement & { at: Date }> {
  const lowest = Math.min(0, ...entries.map((entry) => entry.balance_after));
  const end = entries.at(-1)?.balance_after ?? 0;
  const excess = end - lowest - target;
  const opening = -lowest + Math.max(0, -excess);
  const adjustment = (cents: number, at: Date, inwards: boolean, description: string) => ({
    kind: 'adjustment',
    playerId,
    from: inwards ? ('house:adjustments' as const) : { wallet: playerId },
    to: inwards ? { wallet: playerId } : ('house:adjustments' as const),
    cents,
    description,
    at,
  });
  const movements: Array<Movement & { at: Date }> = [];
  if (opening > 0) movements.push(adjustment(opening, OPENING_AT, true, 'opening balance'));
  if (excess > 0) {
    // The first entry from which every balance after (with the opening) stays at least `excess`;
    // the history's end holds target + excess, so there is one.
    let from = entries.length - 1;
    while (from > 0 && (entries[from - 1]?.balance_after ?? 0) + opening >= excess) from -= 1;
    const at = entries[from]?.at ?? OPENING_AT;
    movements.push(adjustment(excess, at, false, 'balance correction'));
  }
  return movements;
}

export async function settleOpeningBalances({ services, players }: SeedContext): Promise<void> {
  for (const demo of demoPlayers) {
    const playerId = players.get(demo.username);
    if (playerId === undefined) continue;
    const entries = await walletEntries(services.db, playerId);
    const movements = settlingMovements(playerId, entries, toCents(demo.balance));
    if (movements.length > 0) await importMovements(services.db, movements);
  }
}
