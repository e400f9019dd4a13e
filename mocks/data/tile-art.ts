// Game pictures in mock mode: short same-site URLs that the mock backend answers with a raster
// picture drawn on demand (handlers/art-handlers.ts). A data-URI SVG per game made a 10,000-game
// listing several megabytes, and every SVG picture is a small document of its own that the browser
// builds and tears down as the grid scrolls (long tasks); a raster picture decodes off the page's
// thread.

export const TILE_ART_PATH = '/mock-art/tile';

/** The picture of a game (or a Top Winners row): its name on a gradient of the given hue. */
export function tileArt(title: string, hue: number, width = 400, height = 300): string {
  const query = new URLSearchParams({
    title,
    hue: String(Math.round(hue) % 360),
    w: String(width),
    h: String(height),
  });
  return `${TILE_ART_PATH}?${query.toString()}`;
}
