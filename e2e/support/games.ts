// A game as the grid passes it to the play page (the base64 JSON of its address), for journeys
// that open a game without finding it in a grid first.

export type Provider = 'dt' | 'em' | 'amusnet' | 'egt' | 'hub88' | 'softgamings';

/** A sample game of `launchProvider` with the fields its launch call needs, and `extra` over them. */
export const gameOf = (launchProvider: Provider, extra: Record<string, unknown> = {}) => ({
  gameCode: `e2e-${launchProvider}`,
  name: `E2E ${launchProvider} game`,
  providerName: 'Studio',
  mainProviderId: 4,
  productId: launchProvider === 'em' ? 14 : null,
  system: launchProvider === 'softgamings' ? 'spribe' : null,
  systemCategory: 3,
  imageUrl: null,
  launchProvider,
  ...extra,
});

/** The play page's address for a game. */
export const playPath = (game: object) =>
  `/casino/play/${encodeURIComponent(Buffer.from(JSON.stringify(game), 'utf8').toString('base64'))}`;
