import type { TopWinner } from '../../generated/server/model/topWinner.ts';
import { fromCents } from '../money/ledger.ts';
import type { Services } from '../services.ts';

// The Top Winners card: the biggest wins of the last days, of live-casino games or of the others,
// biggest first (the newer of two equal wins first), each with its game's name and picture (none
// for a game the catalogue no longer has) and the winner's name masked.
export const WINNERS_WINDOW_MS = 30 * 86_400_000;
export const MAX_WINNERS = 100;

/** "Jamil", "Kreiger" → "Ja***l K.": a winner is shown masked, as the mock shows its winners. */
export function maskedName(name: string, surname: string): string {
  const first = Array.from(name.trim());
  const initial = Array.from(surname.trim())[0];
  const masked = `${first.slice(0, 2).join('')}***${first.at(-1) ?? ''}`;
  return initial ? `${masked} ${initial}.` : masked;
}

export async function topWinners(
  services: Services,
  request: { live: boolean; count: number },
): Promise<TopWinner[]> {
  const now = services.now();
  const rows = await services.db
    .selectFrom('game_rounds')
    .innerJoin('players', 'players.id', 'game_rounds.player_id')
    .leftJoin('games', 'games.code', 'game_rounds.game_code')
    .select([
      'game_rounds.win',
      'game_rounds.game_name',
      'games.image_url',
      'players.name',
      'players.surname',
    ])
    .where('game_rounds.status', '=', 'completed')
    .where('game_rounds.win', '>', 0)
    .where('game_rounds.live', '=', request.live)
    .where('game_rounds.settled_at', '>=', new Date(now.getTime() - WINNERS_WINDOW_MS))
    .where('game_rounds.settled_at', '<=', now)
    .orderBy('game_rounds.win', 'desc')
    .orderBy('game_rounds.settled_at', 'desc')
    .orderBy('game_rounds.id', 'desc')
    .limit(Math.min(Math.max(request.count, 0), MAX_WINNERS))
    .execute();
  return rows.map((row) => ({
    game: row.game_name,
    name: maskedName(row.name, row.surname),
    amount: fromCents(row.win),
    currencySymbol: '₺',
    image: row.image_url,
  }));
}
