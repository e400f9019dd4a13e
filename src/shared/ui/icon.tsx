// A small set of stroke icons drawn inline (no icon font, no outside host). Menu data may name
// one of these; an unknown name falls back to a neutral dot.
const paths = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4l3.5 2.5-1.3 4h-4.4l-1.3-4zM3.5 10l3.9.4M20.5 10l-3.9.4M8 20l1.8-3.5M16 20l-1.8-3.5',
  'live-sports': 'M4 6h16v11H4zM8 21h8M12 17v4M10 9.5l4 2-4 2z',
  'live-casino':
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM12 3v4M12 17v4M3 12h4M17 12h4',
  slot: 'M4 5h13v14H4zM17 9h2a1 1 0 0 1 1 1v3M20 13v-4M7 9h7v6H7zM10.5 9v6',
  games:
    'M6 9h12a3 3 0 0 1 3 3v2a3 3 0 0 1-5.4 1.8L14.5 15h-5l-1.1 1.8A3 3 0 0 1 3 14v-2a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01',
  bingo: 'M4 4h16v16H4zM4 9.3h16M4 14.6h16M9.3 4v16M14.6 4v16',
  tv: 'M3 7h18v12H3zM8 3l4 4 4-4',
  promotions:
    'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2.5 2.5 0 1 1 0-5c3 0 4 5 4 5zm0 0h4a2.5 2.5 0 1 0 0-5c-3 0-4 5-4 5z',
  esports: 'M7 4h10l3 6-8 10-8-10zM4 10h16M12 20 9 10l3-6 3 6z',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  chat: 'M4 5h16v11H9l-5 4z',
  deposit: 'M3 6h18v12H3zM3 10h18M12 13v4M10 15l2 2 2-2',
  withdraw: 'M3 6h18v12H3zM3 10h18M12 17v-4M10 15l2-2 2 2',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  logout: 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h10',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l8-6',
  twitter: 'M4 4l16 16M20 4 4 20',
  instagram: 'M4 4h16v16H4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 7h.01',
  youtube: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7h.01',
  dot: 'M12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
} as const;

export type IconName = keyof typeof paths;

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.hasOwn(paths, value);
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
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={isIconName(name) ? paths[name] : paths.dot} />
    </svg>
  );
}
