import picture from './default-game.svg?no-inline';

// Shown for a game or winner without an image (spec 3: "null shows a default image"). A file of
// the site's own, fetched only when a game lacks a picture; it never needs an outside host.
export const DEFAULT_GAME_IMAGE: string = picture;
