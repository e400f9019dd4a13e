import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BIG_CATEGORY_COUNT, BIG_CATEGORY_ID, gameAt } from '@mocks/data/games-data';
import {
  MAX_COLUMNS,
  MIN_COLUMNS,
  OVERSCAN_ROWS,
  columnsFor,
} from '@/features/casino/virtual-grid';
import { renderApp } from '../../render-app';

// Issue 5: the grid stays fast for a category of 10,000 games; only rows near the viewport exist.
describe('columnsFor', () => {
  it('fits 150 px tiles, between 2 and 6 columns', () => {
    expect(columnsFor(1200, 16)).toBe(MAX_COLUMNS);
    expect(columnsFor(800, 12)).toBe(5);
    expect(columnsFor(600, 12)).toBe(3);
    expect(columnsFor(358, 12)).toBe(MIN_COLUMNS);
    expect(columnsFor(200, 12)).toBe(MIN_COLUMNS);
  });
});

describe('the 10,000-game category', () => {
  // jsdom lays nothing out: the grid is 1200 px wide, a row 200 px high, and `gridTop` is where
  // the page's scroll puts the grid's top.
  let gridTop = 0;
  beforeEach(() => {
    gridTop = 0;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this instanceof HTMLUListElement ? 1200 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this instanceof HTMLUListElement ? gridTop : 0;
      const height = this instanceof HTMLLIElement ? 200 : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 200, height });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const scrollTo = async (top: number) => {
    gridTop = top;
    // The page scrolled by as much as the grid moved up (the grid starts at the page's top).
    Object.defineProperty(window, 'scrollY', { value: -top, configurable: true });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  };

  it('keeps only the rows near the viewport in the DOM while scrolling to the end', async () => {
    await renderApp(`/casino/slot?category=${BIG_CATEGORY_ID}`);
    const grid = await screen.findByRole('region', { name: 'Games' }, { timeout: 5000 });
    await within(grid).findByRole('article', { name: gameAt(BIG_CATEGORY_ID, 0)?.name });
    expect(within(grid).getByText('10000 games in this list')).toBeInTheDocument();
    const list = within(grid).getByRole('list');
    // 6 columns; 768 px of viewport is 4 rows of 200 px, plus 3 rows of overscan.
    expect(within(list).getAllByRole('listitem')).toHaveLength(6 * (4 + OVERSCAN_ROWS));
    // The list is as tall as all 1,667 rows.
    expect(list.style.height).toBe(`${Math.ceil(BIG_CATEGORY_COUNT / 6) * 200}px`);

    // Row 1000 at the viewport's top: rows 997 to 1006 exist, above them one padding.
    await scrollTo(-200_000);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6 * (4 + 2 * OVERSCAN_ROWS));
    expect(items[0]).toHaveAttribute('aria-posinset', String(997 * 6 + 1));
    expect(items[0]).toHaveAttribute('aria-setsize', String(BIG_CATEGORY_COUNT));
    expect(list.style.paddingTop).toBe(`${997 * 200}px`);
    expect(
      within(list).getByRole('article', { name: gameAt(BIG_CATEGORY_ID, 997 * 6)?.name }),
    ).toBeInTheDocument();
    expect(
      within(list).queryByRole('article', { name: gameAt(BIG_CATEGORY_ID, 0)?.name }),
    ).toBeNull();

    // The end: the last game is drawn, and still only a few dozen cards.
    await scrollTo(-(Math.ceil(BIG_CATEGORY_COUNT / 6) * 200 - 768));
    const last = gameAt(BIG_CATEGORY_ID, BIG_CATEGORY_COUNT - 1);
    expect(within(list).getByRole('article', { name: last?.name })).toBeInTheDocument();
    expect(within(list).getAllByRole('article').length).toBeLessThanOrEqual(6 * 10);
  });
});
