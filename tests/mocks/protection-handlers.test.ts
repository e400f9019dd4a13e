import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@generated/api/auth/auth';
import { launchDt } from '@generated/api/casino/casino';
import { deposit } from '@generated/api/payment/payment';
import {
  cancelLimitChange,
  getLimitHistory,
  getLimits,
  getPlaySession,
  setLimit,
  takeBreak,
} from '@generated/api/protection/protection';
import { getBalance } from '@generated/api/user/user';
import { spin } from '@mocks/game-spin';
import { depositAllowance, usedSince } from '@mocks/protection';
import { periodEnd, periodStart } from '../../domain/limits';
import { logInAs } from '../session-helpers';

// Player protection in the mock backend, held the way a real backend must hold it. Every answer
// is checked against the contract by the HTTP mutator.
const HOUR = 3_600_000;
const limitOf = async (kind: number, period: number) =>
  (await getLimits()).data?.limits.find((row) => row.kind === kind && row.period === period);

afterEach(() => {
  vi.useRealTimers();
});

describe('mock backend: limits', () => {
  it('applies a first or lower limit at once and keeps a raise pending for 24 hours', async () => {
    await logInAs('demo');
    await setLimit({ kind: 1, day: 500, week: null, month: null });
    expect(await limitOf(1, 1)).toMatchObject({ amount: 500, pending: null });

    await setLimit({ kind: 1, day: 300, week: null, month: null });
    expect(await limitOf(1, 1)).toMatchObject({ amount: 300, pending: null });

    const raised = await setLimit({ kind: 1, day: 800, week: null, month: null });
    expect(raised.message).toMatch(/24 saat|tarihinde/);
    const pending = await limitOf(1, 1);
    expect(pending).toMatchObject({ amount: 300, pending: { amount: 800 } });
    const wait = Date.parse(pending?.pending?.effectiveAt ?? '') - Date.now();
    expect(wait).toBeGreaterThan(23.9 * HOUR);
    expect(wait).toBeLessThanOrEqual(24 * HOUR);

    // A day later the raise is in force, and the history says so.
    vi.useFakeTimers({ now: Date.now() + 24 * HOUR + 1000, toFake: ['Date'] });
    expect(await limitOf(1, 1)).toMatchObject({ amount: 800, pending: null });
    const history = (await getLimitHistory()).data ?? [];
    expect(history.map((change) => [change.amount, change.status])).toEqual([
      [800, 1],
      [300, 1],
      [500, 1],
    ]);
  });

  it('cancels a pending removal, keeping the limit in force', async () => {
    await logInAs('demo');
    await setLimit({ kind: 3, day: 100, week: 200, month: null });
    await setLimit({ kind: 3, day: null, week: 200, month: null });
    expect(await limitOf(3, 1)).toMatchObject({ amount: 100, pending: { amount: null } });
    await cancelLimitChange({ kind: 3, period: 1 });
    expect(await limitOf(3, 1)).toMatchObject({ amount: 100, pending: null });
    await expect(cancelLimitChange({ kind: 3, period: 1 })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('refuses a weekly limit below the daily one, in the language asked for', async () => {
    localStorage.setItem('lang', 'en');
    await logInAs('demo');
    await expect(setLimit({ kind: 2, day: 100, week: 50, month: null })).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'The weekly and monthly limits cannot be below the daily limit.',
    });
    expect(await limitOf(2, 1)).toMatchObject({ amount: null });
  });

  it('counts periods in Istanbul time: the day from 00:00, the week from Monday', () => {
    // Wednesday 25 November 2026, 23:30 in Istanbul (20:30 UTC).
    const now = Date.parse('2026-11-25T20:30:00Z');
    expect(new Date(periodStart(1, now)).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(new Date(periodEnd(1, now)).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(new Date(periodStart(2, now)).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(new Date(periodStart(3, now)).toISOString()).toBe('2026-10-31T21:00:00.000Z');
    expect(new Date(periodEnd(3, now)).toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });
});

describe('mock backend: the rules limits enforce', () => {
  it('refuses a deposit above what is left of the limit, naming what is left', async () => {
    await logInAs('demo');
    const usedToday = usedSince('demo', 1, periodStart(1, Date.now()), Date.now());
    await setLimit({ kind: 1, day: usedToday + 150, week: null, month: null });
    expect(depositAllowance('demo', Date.now())).toBe(150);
    await expect(deposit({ id: 12, target: 'pay', detail: { Amount: 200 } })).rejects.toMatchObject(
      {
        kind: 'rejected',
        serverMessage: expect.stringContaining('Kalan yatırım limitiniz: ₺150,00.'),
      },
    );
    await deposit({ id: 12, target: 'pay', detail: { Amount: 150 } });
    expect(depositAllowance('demo', Date.now())).toBe(0);
  });

  it('refuses a launch and a spin once the wager limit would be passed', async () => {
    localStorage.setItem('lang', 'en');
    await logInAs('demo');
    const usedToday = usedSince('demo', 3, periodStart(1, Date.now()), Date.now());
    await setLimit({ kind: 3, day: usedToday + 15, week: null, month: null });
    expect(spin({ player: 'demo', game: 'g', provider: 'dt' }).type).toBe('spun');
    expect(spin({ player: 'demo', game: 'g', provider: 'dt' })).toEqual({
      type: 'refused',
      reason: 'limit',
    });
    await expect(launchDt({ code: 'sweet-bonanza' })).rejects.toMatchObject({
      serverMessage: expect.stringMatching(/wager limit/),
    });
  });

  it('ends the session on a break and refuses login until it ends, naming the end', async () => {
    localStorage.setItem('lang', 'en');
    await logInAs('demo');
    await expect(takeBreak({ period: 1, password: 'wrong-one' })).rejects.toMatchObject({
      serverMessage: 'Your password is wrong.',
    });
    const { message } = await takeBreak({ period: 1, password: 'demo123' });
    expect(message).toMatch(/closed until \d\d\/\d\d\/\d{4}/);
    await expect(getBalance()).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(login({ username: 'demo', password: 'demo123' })).rejects.toMatchObject({
      serverMessage: expect.stringMatching(/on a break: your account is closed until/),
    });
  });

  it('reports the current session from its login by the server clock', async () => {
    await logInAs('demo');
    spin({ player: 'demo', game: 'g', provider: 'dt' });
    const { data } = await getPlaySession();
    expect(Date.now() - Date.parse(data?.startedAt ?? '')).toBeLessThan(5000);
    expect(data).toMatchObject({ bets: 10, wins: 0, net: -10 });
  });
});
