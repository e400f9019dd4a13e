import { describe, expect, it } from 'vitest';
import { logout } from '@generated/api/auth/auth';
import { claimBonusCode, getBonuses, getBonusOffers, claimBonus } from '@generated/api/bonus/bonus';
import {
  getGameHistory,
  getSessionHistory,
  cancelWithdraw,
  getTransactionHistory,
} from '@generated/api/history/history';
import { TransactionStatus, TransactionType } from '@generated/api/model';
import { deposit, withdraw } from '@generated/api/payment/payment';
import { getBalance } from '@generated/api/user/user';
import { SEEDED_GAME_LINES } from '@mocks/data/history-seed';
import { spin, SPIN_STAKE } from '@mocks/game-spin';
import { MOCK_BONUS_CODES } from '@mocks/handlers/bonus-handlers';
import { logInAs } from '../session-helpers';

// The member area's mock backend: seeded, stateful, holding a real server's rules. Every answer
// is checked against the contract by the HTTP mutator.
const DAY = 86_400_000;
const lastDays = (days: number) => ({
  from: new Date(Date.now() - days * DAY).toISOString(),
  to: new Date(Date.now() + 60_000).toISOString(),
});

describe('mock backend: the member area', () => {
  it('seeds demo with every transaction type and status, and totals the period', async () => {
    await logInAs('demo');
    const { data } = await getTransactionHistory({ ...lastDays(365), type: 0, skip: 0, take: 500 });
    const rows = data?.items ?? [];
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2]));
    expect(new Set(rows.map((row) => row.status)).size).toBe(7);
    const confirmed = (type: number) =>
      rows.filter((row) => row.type === type && row.status === 1).reduce((s, r) => s + r.amount, 0);
    expect(data?.summary.deposits).toBeCloseTo(confirmed(1));
    expect(data?.summary.net).toBeCloseTo(confirmed(1) - confirmed(2));
  });

  it('filters by type and status, and pages on the server', async () => {
    await logInAs('demo');
    const body = { ...lastDays(365), type: TransactionType.Deposit, skip: 0, take: 5 };
    const first = await getTransactionHistory({ ...body, statuses: [TransactionStatus.Confirmed] });
    expect(first.data?.items).toHaveLength(5);
    expect(first.data?.items.every((row) => row.type === 1 && row.status === 1)).toBe(true);
    const second = await getTransactionHistory({ ...body, skip: 5 });
    expect(second.data?.items[0]?.id).not.toBe(first.data?.items[0]?.id);
  });

  it('refuses a period further back than 12 months, or one that ends before it starts', async () => {
    await logInAs('demo');
    await expect(
      getTransactionHistory({ ...lastDays(400), type: 0, skip: 0, take: 20 }),
    ).rejects.toMatchObject({ kind: 'rejected', serverMessage: expect.stringMatching(/12 ay/) });
    const { from, to } = lastDays(10);
    await expect(getGameHistory({ from: to, to: from, skip: 0, take: 20 })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('keeps a deposit Pending until it is confirmed, then adds it to the balance', async () => {
    await logInAs('demo');
    const before = (await getBalance()).data?.balance ?? 0;
    await deposit({ id: 12, target: 'pay', detail: { Amount: 300 } });
    const newest = async () =>
      (await getTransactionHistory({ ...lastDays(1), type: 1, skip: 0, take: 1 })).data?.items[0];
    expect(await newest()).toMatchObject({ amount: 300, status: TransactionStatus.Pending });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await newest()).toMatchObject({ status: TransactionStatus.Confirmed });
    expect((await getBalance()).data?.balance).toBeCloseTo(before + 300);
  });

  it('cancels a pending withdrawal once, giving the amount back', async () => {
    await logInAs('demo');
    await withdraw({ id: 22, target: 'pay', detail: { Amount: 100 } });
    const balance = (await getBalance()).data?.balance ?? 0;
    const pending = await getTransactionHistory({
      ...lastDays(1),
      type: TransactionType.Withdraw,
      statuses: [TransactionStatus.Pending],
      skip: 0,
      take: 1,
    });
    const id = pending.data?.items[0]?.id ?? 0;
    expect((await cancelWithdraw({ id })).success).toBe(true);
    expect((await getBalance()).data?.balance).toBeCloseTo(balance + 100);
    await expect(cancelWithdraw({ id })).rejects.toMatchObject({
      serverMessage: 'Bu çekim talebi artık iptal edilemez.',
    });
  });

  it('keeps 5,000 game lines, pages through them and counts a spin', async () => {
    await logInAs('demo');
    const body = { ...lastDays(365), skip: 0, take: 100 };
    const all = await getGameHistory(body);
    expect(all.data?.total).toBe(SEEDED_GAME_LINES);
    expect(all.data?.items).toHaveLength(100);
    const totals = all.data?.summary;
    expect(totals?.net).toBeCloseTo((totals?.totalWon ?? 0) - (totals?.totalBet ?? 0));
    const perDay = (all.data?.days ?? []).reduce((sum, day) => sum + day.net, 0);
    expect(perDay).toBeCloseTo(totals?.net ?? 0);

    spin({ player: 'demo', game: 'Sweet Bonanza', provider: 'Pragmatic Play' });
    const after = await getGameHistory(body);
    expect(after.data?.total).toBe(SEEDED_GAME_LINES + 1);
    expect(after.data?.items[0]).toMatchObject({
      kind: 2,
      amount: SPIN_STAKE,
      game: 'Sweet Bonanza',
    });
  });

  it('adds a claimed code or offer as a Processing bonus, once', async () => {
    await logInAs('demo');
    const [code] = Object.keys(MOCK_BONUS_CODES);
    await claimBonusCode({ code: code ?? '' });
    expect((await getBonuses()).data?.[0]).toMatchObject({ name: code, status: 1, wagered: 0 });
    await expect(claimBonusCode({ code: code ?? '' })).rejects.toMatchObject({ kind: 'rejected' });
    await expect(claimBonusCode({ code: 'NOSUCHCODE' })).rejects.toMatchObject({
      serverMessage: 'Bu bonus kodu geçerli değil.',
    });
    const offers = (await getBonusOffers()).data ?? [];
    await claimBonus({ id: offers[0]?.id ?? 0 });
    expect((await getBonusOffers()).data).toHaveLength(offers.length - 1);
  });

  it('opens a session at login and closes it at logout', async () => {
    await logInAs('demo');
    const period = { ...lastDays(1), skip: 0, take: 5 };
    const open = (await getSessionHistory(period)).data?.items[0];
    expect(open).toMatchObject({ current: true, logoutTime: null });
    await logout();
    await logInAs('demo');
    const [now, before] = (await getSessionHistory(period)).data?.items ?? [];
    expect(now).toMatchObject({ current: true, logoutTime: null });
    expect(before).toMatchObject({ id: open?.id, current: false });
    expect(before?.logoutTime).toEqual(expect.any(String));
  });
});
