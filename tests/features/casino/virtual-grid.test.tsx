import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BIG_CATEGORY_COUNT, BIG_CATEGORY_ID } from '@mocks/data/game-catalogue';
import { gameAt } from '@mocks/data/games-data';
import {
  MAX_COLUMNS,
  MIN_COLUMNS,
  OVERSCAN_ROWS,
  columnsFor,
} from '@/features/casino/virtual-grid';
import { renderApp } from '../../render-app';
import { LAZY } from '../../support/lazy';

// The grid stays fast for a category of 10,000 games: only the rows near the viewport exist.
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
  // jsdom lays nothing out: the grid is 1200 px wide, a tile 200 px high, and `gridTop` is where
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
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this instanceof HTMLLIElement ? 200 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this instanceof HTMLUListElement ? gridTop : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 200, height: 0 });
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

  /**
   * The list holds whole rows of 6 around the viewport's rows: the overscan on each side, plus at
   * most two rows that the virtualizer's lane range adds at its edges.
   */
  const expectRowsAround = (list: HTMLElement, firstShown: number, lastShown: number) => {
    const items = within(list).getAllByRole('listitem');
    const [first = -1, last = -1] = [items[0], items.at(-1)].map((item) =>
      Math.floor((Number(item?.getAttribute('aria-posinset')) - 1) / 6),
    );
    expect(items).toHaveLength((last - first + 1) * 6);
    expect(first).toBeLessThanOrEqual(Math.max(0, firstShown - OVERSCAN_ROWS));
    expect(first).toBeGreaterThanOrEqual(Math.max(0, firstShown - OVERSCAN_ROWS - 2));
    expect(last).toBeGreaterThanOrEqual(lastShown + OVERSCAN_ROWS);
    expect(last).toBeLessThanOrEqual(lastShown + OVERSCAN_ROWS + 2);
  };

  it('keeps only the rows near the viewport in the DOM while scrolling to the end', async () => {
    await renderApp(`/casino/slot?category=${BIG_CATEGORY_ID}`);
    const grid = await screen.findByRole('region', { name: 'Games' }, LAZY);
    await within(grid).findByRole('article', { name: gameAt(BIG_CATEGORY_ID, 0)?.name });
    expect(within(grid).getByText('10000 games in this list')).toBeInTheDocument();
    const list = within(grid).getByRole('list');
    // 6 columns; 768 px of viewport shows rows 0 to 3 (200 px each).
    expectRowsAround(list, 0, 3);
    // The list is as tall as all 1,667 rows, each tile in its column.
    expect(list).toHaveStyle({ height: `${Math.ceil(BIG_CATEGORY_COUNT / 6) * 200}px` });
    const [, second] = within(list).getAllByRole('listitem');
    expect(second).toHaveStyle({ top: '0px', '--lane': '1' });

    // Row 1000 at the viewport's top: rows 1000 to 1003 are shown, each placed as far down.
    await scrollTo(-200_000);
    expectRowsAround(list, 1000, 1003);
    const name = gameAt(BIG_CATEGORY_ID, 1000 * 6)?.name;
    const item = within(list)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('article', { name }));
    expect(item).toHaveAttribute('aria-posinset', String(1000 * 6 + 1));
    expect(item).toHaveAttribute('aria-setsize', String(BIG_CATEGORY_COUNT));
    expect(item).toHaveStyle({ top: `${1000 * 200}px`, '--lane': '0' });
    expect(
      within(list).queryByRole('article', { name: gameAt(BIG_CATEGORY_ID, 0)?.name }),
    ).not.toBeInTheDocument();

    // The end: the last game is drawn, and still only a few dozen cards.
    await scrollTo(-(Math.ceil(BIG_CATEGORY_COUNT / 6) * 200 - 768));
    const last = gameAt(BIG_CATEGORY_ID, BIG_CATEGORY_COUNT - 1);
    expect(within(list).getByRole('article', { name: last?.name })).toBeInTheDocument();
    expect(within(list).getAllByRole('article').length).toBeLessThanOrEqual(6 * 10);
  });
});
