import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

// A player's limits as getLimits answers them, and setLimit as the site calls it.
export interface Limit {
  kind: number;
  period: number;
  amount: number | null;
  used: number;
  resetsAt: string;
  pending: { amount: number | null; effectiveAt: string } | null;
}
export interface Limits {
  limits: Limit[];
  realityCheckMinutes: number;
  depositLimitEverSet: boolean;
}

/** The limit of a kind (deposit, wager, loss) and period (day, week, month). */
export const limitOf = (limits: Limits, kind: number, period: number) =>
  limits.limits.find((limit) => limit.kind === kind && limit.period === period);

export async function limitsOf(server: TestServer, token: string): Promise<Limits> {
  const answer = await server.call<Limits>('/protection/limits', undefined, {
    token,
    method: 'GET',
  });
  expect(answer).toMatchObject({ status: 200, success: true });
  return answer.data;
}

export const setLimit = (
  server: TestServer,
  token: string,
  body: object,
  locale: 'tr' | 'en' = 'en',
) => server.call('/protection/setlimit', body, { token, locale });
