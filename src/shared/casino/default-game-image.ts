import picture from './default-game.svg?no-inline';

// Shown for a game or winner whose image is null. A file of the site's own, fetched only when a
// game lacks a picture; it never needs an outside host.
export const DEFAULT_GAME_IMAGE: string = picture;
