// Mock-mode imagery, drawn as SVG data URIs: the site never needs an outside host to look right.

export interface ArtOptions {
  width: number;
  height: number;
  /** Big line of text. */
  title: string;
  /** Smaller line under the title. */
  subtitle?: string;
  /** Base hue of the gradient (0-360). */
  hue: number;
  /** 'banner' draws large glowing shapes; 'tile' a compact card; 'logo' a wordmark. */
  style?: 'banner' | 'tile' | 'logo';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function art({ width, height, title, subtitle, hue, style = 'banner' }: ArtOptions): string {
  const h2 = (hue + 40) % 360;
  const titleSize =
    style === 'logo' ? height * 0.36 : Math.min(width / (title.length * 0.62), height * 0.2);
  const subSize = titleSize * 0.42;
  const x = style === 'banner' ? width * 0.07 : width / 2;
  const anchor = style === 'banner' ? 'start' : 'middle';
  const titleY = style === 'logo' ? height * 0.62 : subtitle ? height * 0.5 : height * 0.56;
  const shapes =
    style === 'logo'
      ? ''
      : `<circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.55}" fill="hsl(${h2} 90% 60% / .22)"/>` +
        `<circle cx="${width * 0.95}" cy="${height * 0.95}" r="${height * 0.4}" fill="hsl(${hue} 90% 65% / .18)"/>` +
        `<path d="M0 ${height * 0.85} Q ${width * 0.5} ${height * 0.6} ${width} ${height * 0.9} V ${height} H 0 Z" fill="hsl(${hue} 70% 8% / .45)"/>`;
  const background =
    style === 'logo'
      ? `<rect width="100%" height="100%" rx="${height * 0.18}" fill="hsl(${hue} 25% 16%)"/>`
      : `<rect width="100%" height="100%" fill="url(#g)"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 22%)"/><stop offset="1" stop-color="hsl(${h2} 80% 12%)"/></linearGradient></defs>` +
    background +
    shapes +
    `<text x="${x}" y="${titleY}" text-anchor="${anchor}" font-family="Inter,Segoe UI,Arial,sans-serif" font-weight="800" font-size="${titleSize}" fill="${style === 'logo' ? `hsl(${hue} 80% 72%)` : '#fff'}">${escapeXml(title)}</text>` +
    (subtitle
      ? `<text x="${x}" y="${titleY + subSize * 1.8}" text-anchor="${anchor}" font-family="Inter,Segoe UI,Arial,sans-serif" font-weight="600" font-size="${subSize}" fill="#f5b82e">${escapeXml(subtitle)}</text>`
      : '') +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The same picture in the three sizes banners and popups use (default, >= 992 px, >= 1200 px). */
export function artSizes(
  options: Omit<ArtOptions, 'width' | 'height'>,
  sizes: Array<[number, number]>,
) {
  return sizes.map(([width, height]) => ({ url: art({ ...options, width, height }) }));
}
