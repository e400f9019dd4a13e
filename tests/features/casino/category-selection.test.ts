import { describe, expect, it } from 'vitest';
import type { CasinoCategory } from '@generated/api/model';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { casinoSlugOf } from '@/features/casino/casino-slug';
import {
  categoriesForSlug,
  categoriesOfFilter,
  chipSearch,
  filterOfCategory,
  parseLiveFilter,
  selectCategories,
} from '@/features/casino/category-selection';

const all = mockBootstrap('localhost').casinoCategoryList;
const live = categoriesForSlug(all, 'live');
const slot = categoriesForSlug(all, 'slot');
const ids = (list: CasinoCategory[]) => list.map((category) => category.id);

describe('casinoSlugOf (the casino routes)', () => {
  it.each([
    ['/casino/slot', 'slot'],
    ['/casino/live', 'live'],
    ['/casino/live/', 'live'],
    ['/casino/games', 'games'],
    ['/casino/bingo', 'bingo'],
    ['/casino/tvbets', 'tvbets'],
    ['/elsewhere', 'slot'],
  ])('%s is the %s page', (path, slug) => {
    expect(casinoSlugOf(path)).toBe(slug);
  });
});

describe('categoriesForSlug (the slugList of casinoCategoryList)', () => {
  it("keeps the categories whose slugList names the page, in the bootstrap's order", () => {
    expect(ids(slot)).toEqual([3, 9, 15]);
    expect(ids(live)).toEqual([7, 8, 10, 11, 13]);
    expect(ids(categoriesForSlug(all, 'games'))).toEqual([9]);
    expect(ids(categoriesForSlug(all, 'tvbets'))).toEqual([14]);
    expect(categoriesForSlug(null, 'slot')).toEqual([]);
  });
});

describe('the live filters (All, Live Roulette, Blackjack, Poker, Baccarat, Dealer)', () => {
  it.each([
    ['roulette', [7]],
    ['blackjack', [8]],
    ['poker', [10]],
    ['baccarat', [11]],
    ['dealer', [13]],
    ['all', [7, 8, 10, 11, 13]],
  ] as const)('%s selects the categories named for it', (filter, expected) => {
    expect(ids(categoriesOfFilter(live, filter))).toEqual(expected);
  });

  it('matches English names too', () => {
    const english: CasinoCategory[] = [
      { id: 1, name: 'Live Roulette', slugList: ['live'], imageUrl: '' },
      { id: 2, name: 'Live Dealer', slugList: ['live'], imageUrl: '' },
    ];
    expect(ids(categoriesOfFilter(english, 'roulette'))).toEqual([1]);
    expect(ids(categoriesOfFilter(english, 'dealer'))).toEqual([2]);
  });

  it('reads only known filter values', () => {
    expect(parseLiveFilter('poker')).toBe('poker');
    expect(parseLiveFilter('POKER')).toBeNull();
    expect(parseLiveFilter(null)).toBeNull();
  });

  it('names the filter that stands for exactly one category', () => {
    const [roulette] = live;
    if (!roulette) throw new Error('the mock bootstrap has live categories');
    expect(filterOfCategory(live, roulette)).toBe('roulette');
    const twoRoulettes: CasinoCategory[] = [roulette, { ...roulette, id: 99, name: 'VIP Rulet' }];
    expect(filterOfCategory(twoRoulettes, roulette)).toBeNull();
  });
});

describe('selectCategories', () => {
  it('lists every category of the page by default', () => {
    expect(selectCategories(slot, { slug: 'slot', category: null, filter: null })).toEqual({
      ids: [3, 9, 15],
      active: 'all',
    });
  });

  it('lists one category chosen with ?category=', () => {
    expect(selectCategories(slot, { slug: 'slot', category: '9', filter: null })).toEqual({
      ids: [9],
      active: 9,
    });
  });

  it('ignores a ?category= that is not on the page', () => {
    expect(selectCategories(slot, { slug: 'slot', category: '7', filter: null }).ids).toEqual([
      3, 9, 15,
    ]);
  });

  it('turns ?filter= into categories on the live page only', () => {
    expect(selectCategories(live, { slug: 'live', category: null, filter: 'baccarat' })).toEqual({
      ids: [11],
      active: 11,
    });
    expect(selectCategories(live, { slug: 'live', category: null, filter: 'all' })).toEqual({
      ids: [7, 8, 10, 11, 13],
      active: 'all',
    });
    expect(
      selectCategories(live, { slug: 'live', category: null, filter: 'nonsense' }).active,
    ).toBe('all');
    expect(selectCategories(slot, { slug: 'slot', category: null, filter: 'poker' }).ids).toEqual([
      3, 9, 15,
    ]);
  });

  it('selects nothing for a filter no category answers to', () => {
    expect(selectCategories(slot, { slug: 'live', category: null, filter: 'poker' })).toEqual({
      ids: [],
      active: null,
    });
  });
});

describe('chipSearch', () => {
  it('speaks in the header filters on the live page', () => {
    const [roulette] = live;
    if (!roulette) throw new Error('the mock bootstrap has live categories');
    expect(chipSearch(live, 'live', 'all')).toBe('?filter=all');
    expect(chipSearch(live, 'live', roulette)).toBe('?filter=roulette');
  });

  it('uses ?category= elsewhere, and no query for All', () => {
    const [slots] = slot;
    if (!slots) throw new Error('the mock bootstrap has slot categories');
    expect(chipSearch(slot, 'slot', 'all')).toBe('');
    expect(chipSearch(slot, 'slot', slots)).toBe('?category=3');
  });
});
