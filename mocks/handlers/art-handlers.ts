import { http, HttpResponse } from 'msw';
import { art } from '../data/art';
import { TILE_ART_PATH } from '../data/tile-art';

const clamp = (value: string | null, fallback: number, min: number, max: number) => {
  const number = Number(value);
  return Number.isFinite(number) && value !== null && value !== ''
    ? Math.min(max, Math.max(min, Math.round(number)))
    : fallback;
};

/** The game's picture as WebP: gradient, a glow and the name, fitted to the width. */
async function drawTile(title: string, hue: number, width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  const second = (hue + 40) % 360;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${hue} 75% 22%)`);
  gradient.addColorStop(1, `hsl(${second} 80% 12%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = `hsl(${second} 90% 60% / 0.22)`;
  context.beginPath();
  context.arc(width * 0.82, height * 0.3, height * 0.55, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = `hsl(${hue} 90% 65% / 0.18)`;
  context.beginPath();
  context.arc(width * 0.95, height * 0.95, height * 0.4, 0, Math.PI * 2);
  context.fill();
  const size = Math.min(width / (Math.max(title.length, 1) * 0.62), height * 0.2);
  context.font = `800 ${size}px Inter, "Segoe UI", Arial, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = '#fff';
  context.fillText(title, width / 2, height * 0.52, width * 0.9);
  return canvas.convertToBlob({ type: 'image/webp', quality: 0.82 });
}

// GET /mock-art/tile?title=&hue=&w=&h=: mock-mode pictures, drawn in the page (no outside host).
// Where there is no OffscreenCanvas (Node), the same picture as SVG.
export const artHandlers = [
  http.get(TILE_ART_PATH, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const title = (params.get('title') ?? '').slice(0, 60);
    const hue = clamp(params.get('hue'), 40, 0, 359);
    const width = clamp(params.get('w'), 400, 16, 800);
    const height = clamp(params.get('h'), 300, 16, 800);
    const headers = { 'Cache-Control': 'public, max-age=86400' };
    const blob =
      typeof OffscreenCanvas === 'function' ? await drawTile(title, hue, width, height) : null;
    if (blob)
      return new HttpResponse(blob, { headers: { ...headers, 'Content-Type': 'image/webp' } });
    const svg = decodeURIComponent(
      art({ width, height, title, hue, style: 'tile' }).replace(/^data:[^,]*,/, ''),
    );
    return new HttpResponse(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml' } });
  }),
];
