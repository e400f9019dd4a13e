import type { Db } from '../db/database.ts';
import { transact } from '../db/transact.ts';
import type { Services } from '../services.ts';

// A player's favourite games: the game codes, in the order they were added. A game is found by
// its code and its studio's id (the site sends the game's mainProviderId); only a game the casino
// has can be a favourite.

export async function favoritesOf(db: Db, playerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('game_code')
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.game_code);
}

/** Adds the game to the favourites, or removes it when it is one; null when there is no such game. */
export async function toggleFavorite(
  services: Services,
  playerId: number,
  code: string,
  providerId: number,
): Promise<'added' | 'removed' | null> {
  const game = await services.db
    .selectFrom('games')
    .select('code')
    .where('code', '=', code)
    .where('main_provider_id', '=', providerId)
    .executeTakeFirst();
  if (!game) return null;
  return transact(services.db, async (trx) => {
    const removed = await trx
      .deleteFrom('favorites')
      .where('player_id', '=', playerId)
      .where('game_code', '=', game.code)
      .executeTakeFirst();
    if (removed.numDeletedRows > 0n) return 'removed';
    await trx
      .insertInto('favorites')
      .values({ player_id: playerId, game_code: game.code, created_at: services.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return 'added';
  });
}
