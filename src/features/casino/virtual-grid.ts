import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// The casino grid lists up to 10,000 games: the page scrolls as usual and TanStack Virtual's window
// virtualizer keeps only the rows near the viewport in the DOM, each game in one of `lanes`
// columns at the place the virtualizer gives it. The column count follows the grid's own width.

/** The narrowest a tile may get before a column is dropped; 2 to 6 columns. */
export const MIN_TILE_WIDTH_PX = 150;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 6;
/** Rows rendered above and below the viewport, so a fast scroll rarely shows empty space. */
export const OVERSCAN_ROWS = 3;
/**
 * A tile's height besides its 4:3 picture: the text below it (`.info` in game-tile.module.css,
 * 3.625rem at the default 16 px) and the top and bottom border, which also narrows the picture.
 */
const INFO_HEIGHT_PX = 58;
const BORDER_PX = 1;

/** A tile's height at a width, as the browser lays it out (rounded, as measured). */
export function tileHeightAt(tileWidth: number): number {
  return Math.round((tileWidth - 2 * BORDER_PX) * 0.75 + INFO_HEIGHT_PX + 2 * BORDER_PX);
}

export function columnsFor(width: number, gap: number): number {
  const fit = Math.floor((width + gap) / (MIN_TILE_WIDTH_PX + gap));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fit));
}

export interface GridBox {
  width: number;
  /** The grid's CSS row gap, which is also the space between its columns. */
  gap: number;
  /** Where the grid starts on the page. */
  top: number;
}

/** Before the grid is measured: a desktop-like guess. */
const FALLBACK_BOX: GridBox = { width: 1200, gap: 16, top: 0 };

/**
 * The grid element's box (null until it is first read), read before the first paint, after every
 * render (mounting rows lays the page out anyway, and content above may have moved the grid) and
 * whenever the grid's own size changes (a ResizeObserver on the grid).
 */
export function useGridBox(gridRef: RefObject<HTMLElement | null>): GridBox | null {
  const [box, setBox] = useState<GridBox | null>(null);
  const read = useCallback(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const gap = Number.parseFloat(getComputedStyle(grid).rowGap);
    const next = {
      // jsdom lays nothing out.
      width: grid.clientWidth || FALLBACK_BOX.width,
      gap: Number.isFinite(gap) ? gap : 0,
      top: Math.round(grid.getBoundingClientRect().top + window.scrollY),
    };
    setBox((current) =>
      current &&
      next.width === current.width &&
      next.gap === current.gap &&
      next.top === current.top
        ? current
        : next,
    );
  }, [gridRef]);
  useLayoutEffect(read);
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(grid);
    return () => observer.disconnect();
  }, [gridRef, read]);
  return box;
}

/** The columns a grid of this box has. */
export function columnsOf(box: GridBox | null): number {
  const { width, gap } = box ?? FALLBACK_BOX;
  return columnsFor(width, gap);
}

/** The ref to put on the grid element (the list), its columns, and the virtualizer of its tiles. */
export function useVirtualGrid(count: number) {
  const gridRef = useRef<HTMLUListElement>(null);
  const box = useGridBox(gridRef);
  const { width, gap, top } = box ?? FALLBACK_BOX;
  const columns = columnsFor(width, gap);
  const tileWidth = (width - gap * (columns - 1)) / columns;
  // Every tile has the same height (a 4:3 picture and a text block of fixed height), which the
  // first estimate computes from the width: when the first tile's measure agrees, the virtualizer
  // has nothing to move and React no second render to make in the same task. Should it differ (a
  // larger default font), the tiles not measured yet are estimated at the height last measured. A
  // height holds for the tile width it was measured at (the items' keys include that width).
  const measured = useRef({ tileWidth: 0, height: 0 });
  const getItemKey = useCallback((index: number) => `${tileWidth}:${index}`, [tileWidth]);
  const estimate = () =>
    measured.current.tileWidth === tileWidth ? measured.current.height : tileHeightAt(tileWidth);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    // No tile is placed before the grid's width is known.
    enabled: box !== null,
    count,
    lanes: columns,
    gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    getItemKey,
    estimateSize: estimate,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      if (size > 0) measured.current = { tileWidth, height: size };
      // A tile that is not laid out (jsdom lays nothing out) keeps the estimate.
      return size > 0 ? size : estimate();
    },
  });
  return { gridRef, columns, virtualizer };
}
