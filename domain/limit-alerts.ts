import type { PlayerLimit } from '@generated/api/model';
import { periodStart } from './limits.ts';

// Limit alerts: when a player is told they have used 80 % or all of a limit, and that each alert
// goes once per limit and period. Shared by the server and the in-browser mock so that both
// announce exactly the same alerts at the same use; pure, `now` a parameter.

export type AlertPercent = 80 | 100;

/** The alert a limit's use calls for: 100 once used up, 80 from 80 %, none below (or no limit). */
export function alertPercent(limit: Pick<PlayerLimit, 'amount' | 'used'>): AlertPercent | null {
  if (limit.amount === null || limit.amount <= 0) return null;
  const share = limit.used / limit.amount;
  return share >= 1 ? 100 : share >= 0.8 ? 80 : null;
}

/** Names one alert: a limit, its period (by its start) and a percent; each goes once. */
export function alertTag(limit: PlayerLimit, percent: AlertPercent, now: number): string {
  return `${limit.kind}-${limit.period}-${periodStart(limit.period, now)}-${percent}`;
}

/**
 * The alerts newly due: each limit at 80 % or 100 % whose alert for this period has not gone
 * (`sent` holds the tags already sent; add the returned tags to it). A limit that jumps past
 * 100 % at once gets the 100 % alert only.
 */
export function dueAlerts(
  limits: readonly PlayerLimit[],
  sent: readonly string[],
  now: number,
): Array<{ limit: PlayerLimit; percent: AlertPercent; tag: string }> {
  return limits.flatMap((limit) => {
    const percent = alertPercent(limit);
    if (percent === null) return [];
    const tag = alertTag(limit, percent, now);
    return sent.includes(tag) ? [] : [{ limit, percent, tag }];
  });
}
