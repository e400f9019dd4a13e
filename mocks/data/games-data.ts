import type { Game, GameProvider, TopWinner } from '@generated/api/model';
import { categories, LIVE_CATEGORY_IDS, SHARED_ART_FROM, studios } from './game-catalogue.ts';
import { tileArt } from './tile-art.ts';

// The mock casino's games. Nothing is stored: a game is a pure function of its category id and
// index, so a category can hold 10,000 games without costing anything until they are listed.

/** How many games a category holds (0 for an unknown one). */
export function gameCount(categoryId: number): number {
  return categories[categoryId]?.count ?? 0;
}

/** The same index always gives the same game. */
export function gameAt(categoryId: number, index: number): Game | null {
  const seed = categories[categoryId];
  if (!seed || index < 0 || index >= seed.count) return null;
  const maker = seed.studios[index % seed.studios.length] ?? studios.dt;
  const name = seed.name(index);
  const hue = (seed.hue + index * 23) % 360;
  return {
    gameCode: `${maker.launchProvider}-${categoryId}-${index + 1}`,
    name,
    providerName: maker.name,
    mainProviderId: maker.mainProviderId,
    productId: maker.launchProvider === 'em' ? 5000 + categoryId * 1000 + index : null,
    system: maker.system,
    systemCategory: categoryId,
    // Every game of a small category has its own picture. The big one's games share a few
    // (the studio's name in eight colours): each distinct picture is a request the mock backend
    // answers in the page, which 10,000 of would make scrolling stutter.
    imageUrl:
      seed.count > SHARED_ART_FROM
        ? tileArt(maker.name, (seed.hue + (index % 8) * 45) % 360)
        : tileArt(name, hue),
    launchProvider: maker.launchProvider,
  };
}

/**
 * The game with this code and launch provider (POST casino/game), or null. A code is
 * `<launchProvider>-<category id>-<number>` (see gameAt), so finding it costs one game.
 */
export function findGame(gameCode: string, launchProvider: GameProvider): Game | null {
  const match = /^([a-z0-9]+)-(\d+)-(\d+)$/.exec(gameCode);
  if (!match || match[1] !== launchProvider) return null;
  const game = gameAt(Number(match[2]), Number(match[3]) - 1);
  return game?.gameCode === gameCode && game.launchProvider === launchProvider ? game : null;
}

/** The first `count` games of a category (all of them by default). */
export function categoryGames(categoryId: number, count = gameCount(categoryId)): Game[] {
  const total = Math.min(count, gameCount(categoryId));
  const games: Game[] = [];
  for (let index = 0; index < total; index += 1) {
    const game = gameAt(categoryId, index);
    if (game) games.push(game);
  }
  return games;
}

/** The games of several categories, in the order asked (POST casino/categorygames). */
export function gamesOfCategories(categoryIds: readonly number[]): Game[] {
  return [...new Set(categoryIds)].flatMap((id) => categoryGames(id));
}
const winnerNames = [
  'Ahmet Y.',
  'Mehmet K.',
  'Ayşe D.',
  'Fatma S.',
  'Mustafa A.',
  'Emre T.',
  'Zeynep B.',
  'Elif Ç.',
  'Burak Ö.',
  'Can E.',
  'Deniz G.',
  'Selin U.',
  'Hakan P.',
  'Merve İ.',
];

/** "Ahmet Y." -> "Ah***t Y.": winners are shown masked. */
function masked(name: string): string {
  const [first = '', last = ''] = name.split(' ');
  return `${first.slice(0, 2)}***${first.slice(-1)} ${last}`;
}

const winnerCategories = [3, 7, 9, 3, 8, 13, 3, 11, 14, 3];

/** Top winners (POST transaction/topwinners): biggest first, every sixth without an image. */
export function topWinners(count: number): TopWinner[] {
  const rows: TopWinner[] = [];
  for (let i = 0; i < Math.max(0, count); i += 1) {
    const categoryId = winnerCategories[i % winnerCategories.length] ?? 3;
    const game = gameAt(categoryId, (i * 7) % gameCount(categoryId));
    const gameName = game?.name ?? 'Tombala';
    rows.push({
      game: gameName,
      name: masked(winnerNames[(i * 5) % winnerNames.length] ?? 'Ahmet Y.'),
      // Falls from about 250,000 to 500 with cents that look real.
      amount: Math.round((250_000 * 0.86 ** i + ((i * 37) % 100)) * 100) / 100,
      currencySymbol: '₺',
      image: i % 6 === 5 ? null : tileArt(gameName, (i * 47) % 360, 160, 120),
    });
  }
  return rows;
}

export interface GameSearch {
  live: boolean;
  search: string;
  skip: number;
  take: number;
}

/**
 * POST casino/games: the games whose name holds the text (any case), of the live-casino categories
 * or of the others, in category order, one list per category (the answer is a list of lists).
 */
export function searchGames({ live, search, skip, take }: GameSearch): Game[][] {
  const needle = search.trim().toLocaleLowerCase('tr');
  if (!needle || take <= 0) return [];
  const ids = Object.keys(categories)
    .map(Number)
    .filter((id) => LIVE_CATEGORY_IDS.includes(id) === live);
  const lists: Game[][] = [];
  let toSkip = Math.max(0, skip);
  let left = take;
  for (const id of ids) {
    const seed = categories[id];
    if (!seed || left === 0) break;
    const found: Game[] = [];
    for (let index = 0; index < seed.count && left > 0; index += 1) {
      // Names first: a picture is only drawn for a game that is returned.
      if (!seed.name(index).toLocaleLowerCase('tr').includes(needle)) continue;
      if (toSkip > 0) {
        toSkip -= 1;
        continue;
      }
      const game = gameAt(id, index);
      if (game) found.push(game);
      left -= 1;
    }
    if (found.length > 0) lists.push(found);
  }
  return lists;
}
