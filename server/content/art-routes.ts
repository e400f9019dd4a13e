import type { Hono } from 'hono';
import { art } from '../../mocks/data/art.ts';
import { TILE_ART_PATH } from '../../mocks/data/tile-art.ts';
import type { AppEnv } from '../http/context.ts';
import type { Services } from '../services.ts';

// The pictures the seeded content points at by address (game tiles, the menu's game, Top
// Winners rows): GET /mock-art/tile?title=&hue=&w=&h= draws the name on a gradient of the hue,
// the same picture the mock backend draws, as SVG. A picture depends only on its address, so it
// is cached for a year. Opened on its own, an SVG is a document: its policy lets nothing load or
// run, only its own inline styling.
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

export interface TileRequest {
  title: string;
  hue: number;
  width: number;
  height: number;
}

// A number from the address, rounded and kept within bounds; missing or not a number: the default.
function bounded(value: string | null, fallback: number, min: number, max: number): number {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number)
    ? Math.min(max, Math.max(min, Math.round(number)))
    : fallback;
}

/** What a tile address asks for: at most 60 characters of title, a hue, 16 to 800 px a side. */
export function tileRequest(params: URLSearchParams): TileRequest {
  return {
    title: (params.get('title') ?? '').slice(0, 60),
    hue: bounded(params.get('hue'), 40, 0, 359),
    width: bounded(params.get('w'), 400, 16, 800),
    height: bounded(params.get('h'), 300, 16, 800),
  };
}

/** The tile as SVG markup (the mock's picture, taken out of its data address). */
export function tileSvg({ title, hue, width, height }: TileRequest): string {
  const address = art({ width, height, title, hue, style: 'tile' });
  return decodeURIComponent(address.slice(address.indexOf(',') + 1));
}

export function artRoutes(app: Hono<AppEnv>, _services: Services): void {
  app.get(TILE_ART_PATH, (c) => {
    const svg = tileSvg(tileRequest(new URL(c.req.url).searchParams));
    return c.body(svg, 200, SVG_HEADERS);
  });
}
