import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// Window virtualization for the casino grid (issue 5: 10,000 games stay fast): the page scrolls as
// usual and TanStack Virtual's window virtualizer picks the rows near the viewport. What it does
// not know is ours: a ResizeObserver on the grid gives the column count (the rows are lines of a
// CSS grid), and every row has the same height (tiles of a fixed aspect ratio), so the rows above
// the rendered ones are one padding and nothing shifts while scrolling.

/** The narrowest a tile may get before a column is dropped; 2 to 6 columns. */
export const MIN_TILE_WIDTH_PX = 150;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 6;
/** Rows rendered above and below the viewport, so a fast scroll rarely shows empty space. */
export const OVERSCAN_ROWS = 3;
/** Before anything is measured (and in jsdom): a desktop-like guess. */
const FALLBACK_WIDTH_PX = 1200;
/** The tile's text below its 4:3 picture, until a rendered row is measured. */
const INFO_HEIGHT_GUESS_PX = 56;

export function columnsFor(width: number, gap: number): number {
  const fit = Math.floor((width + gap) / (MIN_TILE_WIDTH_PX + gap));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fit));
}

export interface VirtualGrid {
  columns: number;
  /** Height of a row plus the gap. */
  stride: number;
  /** Index range of the items to render. */
  first: number;
  last: number;
  /** Space the unrendered rows above take. */
  offsetTop: number;
  /** The whole grid's height, as if every row were rendered. */
  totalHeight: number;
}

function gapOf(element: HTMLElement): number {
  const gap = Number.parseFloat(getComputedStyle(element).rowGap);
  return Number.isFinite(gap) ? gap : 0;
}

/** The ref to put on the grid element (the list), and what to render. */
export function useVirtualGrid(count: number): [RefObject<HTMLUListElement | null>, VirtualGrid] {
  const gridRef = useRef<HTMLUListElement>(null);
  const [size, setSize] = useState({ width: FALLBACK_WIDTH_PX, gap: 16, rowHeight: 0 });
  const columns = columnsFor(size.width, size.gap);
  const tileWidth = (size.width - size.gap * (columns - 1)) / columns;
  const rowHeight = size.rowHeight > 0 ? size.rowHeight : tileWidth * 0.75 + INFO_HEIGHT_GUESS_PX;
  const stride = rowHeight + size.gap;
  const rows = Math.ceil(count / columns);
  // Where the grid starts on the page: the virtualizer counts rows from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => stride,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  const hasRows = end > start;
  // Every row is `stride` high: a new width or row height re-sizes them all.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, stride]);

  // The width (and so the columns) and the height of a rendered row.
  const measure = useCallback(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const width = grid.clientWidth;
    setScrollMargin(Math.round(grid.getBoundingClientRect().top + window.scrollY));
    const row = grid.firstElementChild;
    const rowHeight = row instanceof HTMLElement ? row.getBoundingClientRect().height : 0;
    setSize((current) => {
      const next = {
        width: width > 0 ? width : current.width,
        gap: gapOf(grid),
        rowHeight: rowHeight > 0 ? rowHeight : current.rowHeight,
      };
      return next.width === current.width &&
        next.gap === current.gap &&
        Math.abs(next.rowHeight - current.rowHeight) < 0.5
        ? current
        : next;
    });
  }, []);

  // Measured before the first paint and when the first rows appear; after that a ResizeObserver
  // reports changes once the browser has laid the page out, so scrolling never forces a layout.
  useLayoutEffect(measure, [measure, hasRows, count]);
  const observerRef = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    // Content above the grid that grows (a banner arriving) moves where the grid starts.
    observer.observe(document.body);
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [measure, count]);
  // The first rendered row changes as the page scrolls: the observer follows it.
  useEffect(() => {
    const row = gridRef.current?.firstElementChild;
    const observer = observerRef.current;
    if (!row || !observer) return;
    observer.observe(row);
    return () => observer.unobserve(row);
  }, [start, hasRows, count]);

  const grid: VirtualGrid = {
    columns,
    stride,
    first: Math.min(count, start * columns),
    last: Math.min(count, end * columns),
    offsetTop: start * stride,
    totalHeight: Math.max(0, rows * stride - size.gap),
  };
  return [gridRef, grid];
}
