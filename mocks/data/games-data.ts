import type { Game, GameProvider, TopWinner } from '@generated/api/model';
import { tileArt } from './tile-art.ts';

// The mock casino's games. Nothing is stored: a game is a pure function of its category id and
// index, so a category can hold 10,000 games without costing anything until they are listed.

interface Studio {
  /** Shown on the tile (Game.providerName). */
  name: string;
  mainProviderId: number;
  launchProvider: GameProvider;
  /** Softgamings system name; only softgamings games carry one. */
  system: string | null;
}

const studio = (
  name: string,
  mainProviderId: number,
  launchProvider: GameProvider,
  system: string | null = null,
): Studio => ({ name, mainProviderId, launchProvider, system });

// Every one of the six launch integrations (GameProvider) appears in several categories.
const studios = {
  dt: studio('DT Gaming', 1, 'dt'),
  netent: studio('NetEnt', 2, 'em'),
  evolution: studio('Evolution', 3, 'em'),
  amusnet: studio('Amusnet', 4, 'amusnet'),
  egt: studio('EGT Digital', 5, 'egt'),
  pragmatic: studio('Pragmatic Play', 6, 'hub88'),
  playngo: studio("Play'n GO", 7, 'hub88'),
  habanero: studio('Habanero', 8, 'softgamings', 'habanero'),
  spribe: studio('Spribe', 11, 'softgamings', 'spribe'),
  ezugi: studio('Ezugi', 9, 'softgamings', 'ezugi'),
  betgames: studio('BetGames', 10, 'softgamings', 'betgames'),
  tvbet: studio('TVBET', 12, 'hub88'),
} as const;

interface CategorySeed {
  count: number;
  hue: number;
  studios: readonly Studio[];
  name: (index: number) => string;
}

/** `base[i]`, then the same names again with a table number: "Speed Roulette 2". */
function numbered(base: readonly string[]) {
  return (index: number) => {
    const round = Math.floor(index / base.length);
    const name = base[index % base.length] ?? '';
    return round === 0 ? name : `${name} ${round + 1}`;
  };
}

/** Every prefix with every noun once (a stride coprime to the noun count), then variants. */
function combined(prefixes: readonly string[], nouns: readonly string[], variants: string[]) {
  const size = prefixes.length * nouns.length;
  return (index: number) => {
    const i = index % size;
    const q = Math.floor(i / prefixes.length);
    const prefix = prefixes[i % prefixes.length] ?? '';
    const noun = nouns[(q * (prefixes.length + 1) + (i % prefixes.length)) % nouns.length] ?? '';
    const round = Math.floor(index / size);
    const variant = variants[round % variants.length] ?? '';
    const lap = Math.floor(round / variants.length);
    return `${prefix} ${noun}${variant}${lap > 0 ? ` ${lap + 1}` : ''}`;
  };
}

const slotName = combined(
  [
    'Golden',
    'Book of',
    'Wild',
    'Hot',
    'Sweet',
    'Mega',
    'Lucky',
    'Fire',
    'Royal',
    'Magic',
    'Dragon',
    'Aztec',
    "Pharaoh's",
    'Viking',
    'Diamond',
    'Fruit',
  ],
  [
    'Fortune',
    'Treasures',
    'Riches',
    'Spins',
    'Gems',
    'Bonanza',
    'Empire',
    'Legends',
    'Crown',
    'Kingdom',
    'Reels',
    'Nights',
  ],
  ['', ' Deluxe', ' Megaways', ' Hold & Win', ' 40 Lines', ' Xmas'],
);

const slotStudios = [
  studios.pragmatic,
  studios.amusnet,
  studios.egt,
  studios.playngo,
  studios.netent,
  studios.habanero,
  studios.dt,
];

/** The popular slots: the home page's strip lists the first of them. */
const POPULAR_SLOT_COUNT = 96;

/**
 * 'Tüm Slotlar' holds 10,000 games, to show that the casino grid stays fast. It is a category
 * of its own, so the home page's strip (the first slot category) never downloads it.
 */
export const BIG_CATEGORY_ID = 15;
export const BIG_CATEGORY_COUNT = 10_000;
/** A category of more games than this draws shared pictures (see gameAt). */
const SHARED_ART_FROM = 1000;

const categories: Record<number, CategorySeed> = {
  3: {
    count: POPULAR_SLOT_COUNT,
    hue: 40,
    studios: slotStudios,
    name: slotName,
  },
  [BIG_CATEGORY_ID]: {
    count: BIG_CATEGORY_COUNT,
    hue: 70,
    studios: slotStudios,
    // The names after the popular ones, so a search finds each game once.
    name: (index) => slotName(index + POPULAR_SLOT_COUNT),
  },
  7: {
    count: 36,
    hue: 0,
    studios: [studios.evolution, studios.ezugi, studios.pragmatic, studios.amusnet],
    name: numbered(
      [
        'Lightning',
        'Speed',
        'Auto',
        'Immersive',
        'VIP',
        'Türkçe',
        'Quantum',
        'Mega',
        'Gold Vault',
        'Instant',
        'Grand',
        'Double Ball',
      ].map((prefix) => `${prefix} Roulette`),
    ),
  },
  8: {
    count: 30,
    hue: 150,
    studios: [studios.evolution, studios.ezugi, studios.pragmatic, studios.egt],
    name: numbered([
      'Blackjack',
      'Speed Blackjack',
      'Infinite Blackjack',
      'VIP Blackjack',
      'Türkçe Blackjack',
    ]),
  },
  10: {
    count: 18,
    hue: 200,
    studios: [studios.evolution, studios.ezugi, studios.dt],
    name: numbered([
      "Casino Hold'em",
      'Three Card Poker',
      'Caribbean Stud',
      "Texas Hold'em Bonus",
      'Side Bet City',
      "Ultimate Texas Hold'em",
    ]),
  },
  11: {
    count: 22,
    hue: 280,
    studios: [studios.evolution, studios.ezugi, studios.pragmatic],
    name: numbered(
      ['Speed', 'Squeeze', 'No Commission', 'Golden Wealth', 'Lightning', 'Peek'].map(
        (prefix) => `${prefix} Baccarat`,
      ),
    ),
  },
  13: {
    count: 16,
    hue: 320,
    studios: [studios.evolution, studios.ezugi, studios.amusnet],
    name: numbered([
      'Money Wheel',
      'Dragon Tiger',
      'Sic Bo',
      'Andar Bahar',
      'Football Studio',
      'Lucky Dice',
      'Fan Tan',
      'Super Wheel',
    ]),
  },
  9: {
    count: 24,
    hue: 20,
    studios: [studios.spribe, studios.dt, studios.pragmatic],
    name: numbered([
      'Jet Rush',
      'Rocket X',
      'Crash Kingdom',
      'Balloon',
      'Plinko',
      'Mines',
      'Limbo',
      'Hi-Lo',
    ]),
  },
  12: {
    count: 12,
    hue: 100,
    studios: [studios.dt, studios.amusnet, studios.betgames],
    name: numbered([
      'Tombala',
      'Bingo 90',
      'Bingo 75',
      'Super Tombala',
      'Turbo Bingo',
      'Bingo Royale',
    ]),
  },
  14: {
    count: 14,
    hue: 220,
    studios: [studios.betgames, studios.tvbet, studios.dt],
    name: numbered([
      'Lucky 7',
      'Wheel of Fortune',
      'Dice Duel',
      'War of Bets',
      'Poker TV',
      'Lucky 5',
      'Keno TV',
    ]),
  },
};

/** The live-casino categories (POST casino/games {live: true}); every other one is the slot casino's. */
export const LIVE_CATEGORY_IDS: readonly number[] = [7, 8, 10, 11, 13];

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
