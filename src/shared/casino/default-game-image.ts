// Shown for a game or winner without an image (spec 3: "null shows a default image"). Drawn
// inline, so it never needs an outside host.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 48 36">' +
  '<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#252f45"/>' +
  '<stop offset="1" stop-color="#121826"/></linearGradient></defs>' +
  '<rect width="48" height="36" fill="url(#g)"/>' +
  '<path transform="translate(12 6)" d="M4 5h13v14H4zM17 9h2a1 1 0 0 1 1 1v3M20 13v-4M7 9h7v6H7zM10.5 9v6" ' +
  'fill="none" stroke="#f5b82e" stroke-opacity=".55" stroke-width="1.4" stroke-linejoin="round"/></svg>';

export const DEFAULT_GAME_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
