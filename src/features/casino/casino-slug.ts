import { paths } from '@/shared/config/paths';

/** The casino pages (/casino/slot, live, games, bingo, tvbets), named as CasinoCategory.slugList names them. */
export type CasinoSlug = 'slot' | 'live' | 'games' | 'bingo' | 'tvbets';

const slugByPath: Record<string, CasinoSlug> = {
  [paths.casinoSlot]: 'slot',
  [paths.casinoLive]: 'live',
  [paths.casinoGames]: 'games',
  [paths.casinoBingo]: 'bingo',
  [paths.casinoTvBets]: 'tvbets',
};

/** Which casino page a path is (slot when it is none of them). */
export function casinoSlugOf(pathname: string): CasinoSlug {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return slugByPath[path] ?? 'slot';
}
