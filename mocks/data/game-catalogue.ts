import type { GameProvider } from '@generated/api/model';
import { numbered, slotName } from './game-names.ts';

// The mock casino's catalogue: the studios and, per category, how many games it holds, its
// colour and who makes its games. Games themselves are made on demand (see games-data.ts).

export interface Studio {
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
export const studios = {
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

export interface CategorySeed {
  count: number;
  hue: number;
  studios: readonly Studio[];
  name: (index: number) => string;
}
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
export const SHARED_ART_FROM = 1000;

export const categories: Record<number, CategorySeed> = {
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
