// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The site can be added to a phone's home screen (a web app manifest with icons and the dark
// theme's colours) and tells crawlers what to leave alone (robots.txt).
const PUBLIC = join(import.meta.dirname, '../../public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Manifest;

/** The pixel size and colour type of a PNG, from its IHDR chunk. */
function pngHeader(file: string) {
  const bytes = readFileSync(join(PUBLIC, file));
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)], `${file} is a PNG`).toEqual(signature);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes: bytes.length };
}

/** The theme's page colour (src/app/theme.css --bg). */
const themeBackground = /--bg:\s*(#[0-9a-f]{6})/i.exec(
  readFileSync(join(import.meta.dirname, '../../src/app/theme.css'), 'utf8'),
)?.[1];

describe('the web app manifest', () => {
  it('describes an installable app in the dark theme', () => {
    expect(manifest).toMatchObject({
      name: 'Royal Bet',
      short_name: 'Royal Bet',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'tr',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(themeBackground).toBeDefined();
    expect(manifest.background_color.toLowerCase()).toBe(themeBackground?.toLowerCase());
    expect(manifest.theme_color.toLowerCase()).toBe(themeBackground?.toLowerCase());
  });

  it.each(manifest.icons.map((icon) => [icon.src, icon] as const))(
    'names %s, an existing PNG of its stated size',
    (src, icon) => {
      expect(src).toMatch(/^\//);
      const file = src.slice(1);
      expect(existsSync(join(PUBLIC, file))).toBe(true);
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      const header = pngHeader(file);
      expect({ width: header.width, height: header.height }).toEqual({ width, height });
      // Small enough not to weigh on an install (they are optimised palette PNGs).
      expect(header.bytes).toBeLessThan(16_000);
    },
  );

  it('has 192 and 512 px icons for any use and a 512 px maskable one', () => {
    const has = (sizes: string, purpose: string) =>
      manifest.icons.some(
        (icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose),
      );
    expect(has('192x192', 'any')).toBe(true);
    expect(has('512x512', 'any')).toBe(true);
    expect(has('512x512', 'maskable')).toBe(true);
  });

  it('comes with a 180 px apple-touch-icon', () => {
    expect(pngHeader('apple-touch-icon.png')).toMatchObject({ width: 180, height: 180 });
  });
});

describe('robots.txt', () => {
  const lines = readFileSync(join(PUBLIC, 'robots.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

  it('lets every crawler see the pages and keeps it out of game sessions', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).not.toContain('Disallow: /dashboard');
    expect(lines).toContain('Disallow: /casino/play/');
  });

  it('holds only directives a robots.txt parser knows', () => {
    for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap):\s*\S/);
    // The site's data comes from /api: crawlers that render the pages need it.
    expect(lines.filter((line) => line.startsWith('Disallow: /api'))).toEqual([]);
  });
});
