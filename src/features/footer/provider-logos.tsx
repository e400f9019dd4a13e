import styles from './provider-logos.module.css';

// Twelve game-provider wordmarks drawn as small inline SVGs: bundled with the site, nothing is
// fetched from an outside host. Each is a mark plus one or two lines of text in a 200x60 box.

type Mark = 'disc' | 'diamond' | 'star' | 'play' | 'hex' | 'ring' | 'bolt' | 'chip' | 'wave';

interface Line {
  text: string;
  size: number;
  weight: number;
  spacing?: number;
}

interface ProviderLogoData {
  name: string;
  mark: Mark;
  lines: readonly [Line] | readonly [Line, Line];
}

export const providerLogos: readonly ProviderLogoData[] = [
  {
    name: 'Pragmatic Play',
    mark: 'disc',
    lines: [
      { text: 'PRAGMATIC', size: 19, weight: 800 },
      { text: 'PLAY', size: 11, weight: 700, spacing: 6 },
    ],
  },
  { name: 'Evolution', mark: 'ring', lines: [{ text: 'evolution', size: 24, weight: 600 }] },
  { name: 'NetEnt', mark: 'star', lines: [{ text: 'NETENT', size: 24, weight: 800, spacing: 1 }] },
  { name: "Play'n GO", mark: 'play', lines: [{ text: "PLAY'N GO", size: 21, weight: 800 }] },
  { name: 'EGT', mark: 'hex', lines: [{ text: 'EGT', size: 30, weight: 900, spacing: 4 }] },
  { name: 'Amusnet', mark: 'diamond', lines: [{ text: 'AMUSNET', size: 22, weight: 700 }] },
  { name: 'Spribe', mark: 'bolt', lines: [{ text: 'SPRIBE', size: 24, weight: 800, spacing: 2 }] },
  { name: 'Ezugi', mark: 'chip', lines: [{ text: 'ezugi', size: 27, weight: 700 }] },
  { name: 'Playtech', mark: 'wave', lines: [{ text: 'playtech', size: 24, weight: 700 }] },
  {
    name: 'Microgaming',
    mark: 'ring',
    lines: [
      { text: 'MICRO', size: 19, weight: 800, spacing: 2 },
      { text: 'GAMING', size: 11, weight: 700, spacing: 5 },
    ],
  },
  {
    name: 'Red Tiger',
    mark: 'diamond',
    lines: [
      { text: 'RED', size: 19, weight: 900, spacing: 2 },
      { text: 'TIGER', size: 12, weight: 700, spacing: 6 },
    ],
  },
  {
    name: 'Hacksaw Gaming',
    mark: 'bolt',
    lines: [
      { text: 'HACKSAW', size: 19, weight: 900 },
      { text: 'GAMING', size: 11, weight: 700, spacing: 6 },
    ],
  },
];

const marks: Record<Mark, string> = {
  disc: 'M20 4a16 16 0 1 0 0 32 16 16 0 0 0 0-32zm-5 9 12 7-12 7z',
  diamond: 'M20 3 36 20 20 37 4 20z M20 11 11 20l9 9 9-9z',
  star: 'M20 3l4.9 10.3 11.1 1.4-8.2 7.7 2.1 11.1L20 28l-9.9 5.5 2.1-11.1L4 14.7l11.1-1.4z',
  play: 'M8 4h14a14 14 0 0 1 0 32H8zm7 8v16l12-8z',
  hex: 'M20 3 35 11.5v17L20 37 5 28.5v-17zm0 9-7 4v8l7 4 7-4v-8z',
  ring: 'M20 4a16 16 0 1 0 0 32 16 16 0 0 0 0-32zm0 6a10 10 0 1 1 0 20 10 10 0 0 1 0-20z',
  bolt: 'M24 2 7 23h11l-3 15 18-22H22z',
  chip: 'M20 4a16 16 0 1 0 0 32 16 16 0 0 0 0-32zm0 7a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM18 4h4v6h-4zm0 26h4v6h-4zM4 18h6v4H4zm26 0h6v4h-6z',
  wave: 'M4 24c4-8 8-8 12 0s8 8 12 0 6-7 8-6v10c-2-1-4 0-8 6s-8 0-12-6-8-6-12 2z',
};

// The text area: right of the mark, inside the 200-unit box.
const TEXT_X = 52;
const TEXT_WIDTH = 140;
// A generous estimate of a bold sans glyph's width, in em.
const GLYPH_EM = 0.66;

function fitLength(line: Line): number | undefined {
  const estimate = line.text.length * (line.size * GLYPH_EM + (line.spacing ?? 0));
  return estimate > TEXT_WIDTH ? TEXT_WIDTH : undefined;
}

export interface ProviderLogoProps {
  logo: ProviderLogoData;
}

/** One provider wordmark, an image named after the provider. */
export function ProviderLogo({ logo }: ProviderLogoProps) {
  const [first, second] = logo.lines;
  const firstY = second ? 31 : 30 + first.size * 0.36;
  return (
    <svg
      className={styles.logo}
      viewBox="0 0 200 60"
      width="200"
      height="60"
      role="img"
      aria-label={logo.name}
    >
      <path className={styles.mark} d={marks[logo.mark]} transform="translate(6 10)" />
      {[{ line: first, y: firstY }, ...(second ? [{ line: second, y: 48 }] : [])].map(
        ({ line, y }) => {
          const length = fitLength(line);
          return (
            <text
              key={line.text}
              x={TEXT_X}
              y={y}
              fontSize={line.size}
              fontWeight={line.weight}
              letterSpacing={line.spacing}
              textLength={length}
              lengthAdjust={length ? 'spacingAndGlyphs' : undefined}
              className={styles.text}
            >
              {line.text}
            </text>
          );
        },
      )}
    </svg>
  );
}
