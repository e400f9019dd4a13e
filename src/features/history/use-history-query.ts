import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultPeriod, periodRequest, type Period } from './period';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryPaging {
  /** When the page opened: the period's instants are counted from it. */
  now: Date;
  period: Period;
  /** A new period goes back to the first page. */
  setPeriod: (period: Period) => void;
  /** Zero-based page shown. */
  page: number;
  setPage: (page: number) => void;
  /** The period and page as the history calls take them. */
  request: { from: string; to: string; skip: number; take: number };
}

/**
 * The period and page a history page shows, and the request they make: a new period (or
 * filter) goes back to the first page. `now` is fixed when the page opens, so a period's
 * instants do not move while the player reads (and the query key stays the same).
 */
export function useHistoryPaging(): HistoryPaging {
  const [now] = useState(() => new Date());
  const [period, setPeriodState] = useState<Period>(() => defaultPeriod(now));
  const [page, setPage] = useState(0);
  const setPeriod = (next: Period) => {
    setPeriodState(next);
    setPage(0);
  };
  return {
    now,
    period,
    setPeriod,
    page,
    setPage,
    request: {
      ...periodRequest(period, now),
      skip: page * HISTORY_PAGE_SIZE,
      take: HISTORY_PAGE_SIZE,
    },
  };
}

/** Query options of a paged history list: the last page stays while the next loads. */
export const pagedQuery = { placeholderData: keepPreviousData } as const;
