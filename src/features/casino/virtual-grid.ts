import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// Window virtualization for the casino grid (issue 5: 10,000 games stay fast): the page scrolls as
// usual, and only the rows near the viewport are rendered. A ResizeObserver on the grid gives the
// column count; every row has the same height (tiles of a fixed aspect ratio), so the rows above
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

export interface RowRange {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
}

/** The rows to render for a grid whose top is `top` px from the viewport's top. */
export function visibleRows(
  top: number,
  viewport: number,
  stride: number,
  rows: number,
  overscan = OVERSCAN_ROWS,
): RowRange {
  if (rows === 0 || stride <= 0) return { start: 0, end: 0 };
  const first = Math.floor(-top / stride);
  const last = Math.ceil((viewport - top) / stride);
  const start = Math.min(rows, Math.max(0, first - overscan));
  const end = Math.min(rows, Math.max(start, last + overscan));
  return { start, end };
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
  const [range, setRange] = useState<RowRange>({ start: 0, end: 0 });
  const hasRows = range.end > range.start;

  const update = useCallback(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const top = grid.getBoundingClientRect().top;
    const next = visibleRows(top, window.innerHeight, stride, rows);
    setRange((current) =>
      current.start === next.start && current.end === next.end ? current : next,
    );
  }, [stride, rows]);

  // The width (and so the columns) and the height of a rendered row.
  const measure = useCallback(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const width = grid.clientWidth;
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
  }, [range.start, hasRows, count]);

  useLayoutEffect(update, [update]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [update]);

  const grid: VirtualGrid = {
    columns,
    stride,
    first: Math.min(count, range.start * columns),
    last: Math.min(count, range.end * columns),
    offsetTop: range.start * stride,
    totalHeight: Math.max(0, rows * stride - size.gap),
  };
  return [gridRef, grid];
}
