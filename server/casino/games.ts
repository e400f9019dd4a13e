import type { Selectable } from 'kysely';
import type { Game } from '../../generated/server/model/game.ts';
import type { GameProvider } from '../../generated/server/model/gameProvider.ts';
import type { Db } from '../db/database.ts';
import type { CasinoTables } from '../db/tables/casino.ts';

// The casino's games as the contract shows them, read from the games table: one game by its code
// and launch provider, the games of categories in their listing order, and the name search.
export type GameRow = Selectable<CasinoTables['games']>;

/** Text as the search compares it: lower case by the Turkish rules (I → ı, İ → i). */
export const searchKey = (text: string): string => text.trim().toLocaleLowerCase('tr');

export function gameOf(row: GameRow): Game {
  return {
    gameCode: row.code,
    name: row.name,
    providerName: row.provider_name,
    mainProviderId: row.main_provider_id,
    productId: row.product_id,
    system: row.system,
    systemCategory: row.category_id,
    imageUrl: row.image_url,
    launchProvider: row.launch_provider,
  };
}

/** The game with this code, found only with its own launch provider; null when there is none. */
export async function findGame(
  db: Db,
  code: string,
  launchProvider: GameProvider,
): Promise<GameRow | null> {
  const row = await db
    .selectFrom('games')
    .selectAll()
    .where('code', '=', code)
    .where('launch_provider', '=', launchProvider)
    .executeTakeFirst();
  return row ?? null;
}

/** The games of the categories, each category once, in the order asked, each in listing order. */
export async function gamesOfCategories(db: Db, categoryIds: readonly number[]): Promise<Game[]> {
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('games')
    .selectAll()
    .where('category_id', 'in', ids)
    .where('position', 'is not', null)
    .orderBy('category_id')
    .orderBy('position')
    .execute();
  const byCategory = new Map<number, Game[]>();
  for (const row of rows) {
    const list = byCategory.get(row.category_id) ?? [];
    list.push(gameOf(row));
    byCategory.set(row.category_id, list);
  }
  return ids.flatMap((id) => byCategory.get(id) ?? []);
}

/**
 * The games whose name holds the text (any case), of the live-casino categories or of the
 * others, in category order then listing order, `take` of them after the first `skip`, one list
 * per category that has any (the contract's answer is a list of lists). No text: nothing.
 */
export async function searchGames(
  db: Db,
  search: { live: boolean; search: string; skip: number; take: number },
): Promise<Game[][]> {
  const needle = searchKey(search.search);
  if (!needle || search.take <= 0) return [];
  const rows = await db
    .selectFrom('games')
    .selectAll()
    .where('position', 'is not', null)
    .where('live', '=', search.live)
    .where((eb) => eb.fn('strpos', ['search_name', eb.val(needle)]), '>', 0)
    .orderBy('category_id')
    .orderBy('position')
    .offset(Math.max(0, search.skip))
    .limit(search.take)
    .execute();
  const lists: Game[][] = [];
  let current: number | null = null;
  for (const row of rows) {
    if (row.category_id !== current) {
      lists.push([]);
      current = row.category_id;
    }
    lists.at(-1)?.push(gameOf(row));
  }
  return lists;
}
