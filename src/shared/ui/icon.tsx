import sprite from './icons.svg?no-inline';

// The site's stroke icons live in one SVG sprite (icons.svg), fetched once and cached like an
// image, so they cost the page no JavaScript and never need an outside host. Menu data may name
// one of these; an unknown name falls back to a neutral dot.
const names = [
  'home',
  'sports',
  'live-sports',
  'live-casino',
  'slot',
  'games',
  'bingo',
  'tv',
  'promotions',
  'esports',
  'phone',
  'chat',
  'deposit',
  'withdraw',
  'user',
  'lock',
  'list',
  'history',
  'gift',
  'star',
  'clock',
  'bell',
  'menu',
  'close',
  'globe',
  'logout',
  'telegram',
  'twitter',
  'instagram',
  'youtube',
  'chevron-down',
  'chevron-right',
  'chevron-left',
  'download',
  'arrow-left',
  'search',
  'info',
  'dot',
  'eye',
  'eye-off',
  'check-circle',
  'shield',
  'licence-seal',
  'adult-18',
] as const;

export type IconName = (typeof names)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (names as readonly string[]).includes(value);
}

export interface IconProps {
  name: IconName | (string & {});
  size?: number;
  className?: string;
}

export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${isIconName(name) ? name : 'dot'}`} />
    </svg>
  );
}
