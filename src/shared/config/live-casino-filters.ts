import type { ParseKeys } from 'i18next';

// The live-casino filters of the header's menu bar, carried in the address as
// /casino/live?filter=<id>.
export const LIVE_FILTER_PARAM = 'filter';

export const liveCasinoFilters = [
  { id: 'all', labelKey: 'shell.liveFilters.all' },
  { id: 'roulette', labelKey: 'shell.liveFilters.roulette' },
  { id: 'blackjack', labelKey: 'shell.liveFilters.blackjack' },
  { id: 'poker', labelKey: 'shell.liveFilters.poker' },
  { id: 'baccarat', labelKey: 'shell.liveFilters.baccarat' },
  { id: 'dealer', labelKey: 'shell.liveFilters.dealer' },
] as const satisfies ReadonlyArray<{ id: string; labelKey: ParseKeys }>;

export type LiveCasinoFilter = (typeof liveCasinoFilters)[number]['id'];
