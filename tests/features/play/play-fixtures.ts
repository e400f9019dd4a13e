import type { Game } from '@generated/api/model';

/** Sweet Bonanza, a hub88 game, with the given fields changed. */
export const sweetBonanza = (extra: Partial<Game> = {}): Game => ({
  gameCode: 'vs20fruitsw',
  name: 'Sweet Bonanza',
  providerName: 'Pragmatic Play',
  mainProviderId: 6,
  productId: null,
  system: null,
  systemCategory: 3,
  imageUrl: null,
  launchProvider: 'hub88',
  ...extra,
});
