import type { CasinoCategory } from '@generated/api/model';
import {
  LIVE_FILTER_PARAM,
  liveCasinoFilters,
  type LiveCasinoFilter,
} from '@/shared/config/live-casino-filters';
import type { CasinoSlug } from './casino-slug';

// Which categories a casino page lists (those whose slugList names the page), and which of them the
// address selects (?category=id, or on the live casino ?filter=roulette and the like).

export const CATEGORY_PARAM = 'category';

/** The categories whose slugList names this page, in the bootstrap's order. */
export function categoriesForSlug(
  list: readonly CasinoCategory[] | null | undefined,
  slug: CasinoSlug,
): CasinoCategory[] {
  return (list ?? []).filter((category) => category.slugList.includes(slug));
}

// The live filters name categories in Turkish or English (Canlı Rulet, Live Roulette).
const filterNames: Record<Exclude<LiveCasinoFilter, 'all'>, RegExp> = {
  roulette: /rulet|roulette/i,
  blackjack: /blackjack/i,
  poker: /poker/i,
  baccarat: /baccarat|bakara/i,
  dealer: /krupiye|dealer/i,
};

export function parseLiveFilter(value: string | null): LiveCasinoFilter | null {
  return liveCasinoFilters.find((filter) => filter.id === value)?.id ?? null;
}

/** The categories a live filter stands for. */
export function categoriesOfFilter(
  categories: readonly CasinoCategory[],
  filter: LiveCasinoFilter,
): CasinoCategory[] {
  if (filter === 'all') return [...categories];
  const pattern = filterNames[filter];
  return categories.filter((category) => pattern.test(category.name));
}

/** The filter that stands for exactly this category, if any. */
export function filterOfCategory(
  categories: readonly CasinoCategory[],
  category: CasinoCategory,
): LiveCasinoFilter | null {
  for (const { id } of liveCasinoFilters) {
    if (id === 'all') continue;
    const matched = categoriesOfFilter(categories, id);
    if (matched.length === 1 && matched[0]?.id === category.id) return id;
  }
  return null;
}

export interface CategorySelection {
  /** Category ids to list (the body of POST casino/categorygames). */
  ids: number[];
  /** The chip shown as selected: 'all', a category id, or none. */
  active: 'all' | number | null;
}

export interface SelectionParams {
  slug: CasinoSlug;
  /** ?category= */
  category: string | null;
  /** ?filter= (live page only) */
  filter: string | null;
}

/** What the address selects: one category, a live filter, or every category of the page. */
export function selectCategories(
  categories: readonly CasinoCategory[],
  { slug, category, filter }: SelectionParams,
): CategorySelection {
  const chosen = categories.find((entry) => String(entry.id) === category);
  if (chosen) return { ids: [chosen.id], active: chosen.id };
  const liveFilter = slug === 'live' ? parseLiveFilter(filter) : null;
  if (liveFilter && liveFilter !== 'all') {
    const matched = categoriesOfFilter(categories, liveFilter);
    const only = matched.length === 1 ? matched[0] : undefined;
    return { ids: matched.map((entry) => entry.id), active: only ? only.id : null };
  }
  return { ids: categories.map((entry) => entry.id), active: 'all' };
}

/** The query string a chip leads to; the live page speaks in the header's filters. */
export function chipSearch(
  categories: readonly CasinoCategory[],
  slug: CasinoSlug,
  chip: CasinoCategory | 'all',
): string {
  if (chip === 'all') return slug === 'live' ? `?${LIVE_FILTER_PARAM}=all` : '';
  const filter = slug === 'live' ? filterOfCategory(categories, chip) : null;
  if (filter) return `?${LIVE_FILTER_PARAM}=${filter}`;
  return `?${CATEGORY_PARAM}=${chip.id}`;
}
