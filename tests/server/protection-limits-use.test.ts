// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterSpend, checkSpend } from '../../server/protection/guard.ts';
import { limitOf, limitsOf, setLimit } from './support/limits-calls.ts';
import { moveMoney, newPlayer, refusalText as say } from './support/protection-players.ts';
import { startProtectionWorld } from './support/protection-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Limits in use: what they count (from the ledger), the refusals checkSpend gives to deposits
// and bets, and the alerts at 80 % and 100 %. The clock is a Wednesday noon in Istanbul, so a
// day ahead is still the same week.
const HOUR = 3_600_000;
let server: TestServer;
setUpWorld(startProtectionWorld, (world) => (server = world.server));

describe('getLimits', () => {
  it('answers 401 without a session', async () => {
    const answer = await server.call('/protection/limits', undefined, { method: 'GET' });
    expect(answer).toMatchObject({ status: 401, success: false });
  });

  it('shows ten limits with their use this period, counted from the ledger', async () => {
    const player = await newPlayer(server);
    await moveMoney(server, player.id, 'deposit', 300);
    await moveMoney(server, player.id, 'bet', 50);
    await moveMoney(server, player.id, 'bet', 25.5);
    await moveMoney(server, player.id, 'win', 30);
    const limits = await limitsOf(server, player.token);
    expect(limits.limits).toHaveLength(10);
    expect(limits).toMatchObject({ realityCheckMinutes: 0, depositLimitEverSet: false });
    expect(limitOf(limits, 1, 1)).toEqual({
      kind: 1,
      period: 1,
      amount: null,
      used: 300,
      resetsAt: '2026-11-25T21:00:00.000Z',
      pending: null,
    });
    expect(limitOf(limits, 3, 2)?.used).toBe(75.5);
    expect(limitOf(limits, 2, 3)?.used).toBe(45.5);
    expect(limitOf(limits, 2, 2)?.resetsAt).toBe('2026-11-29T21:00:00.000Z');
    // Logged in for the last hour: an hour of session time today.
    server.clock.advance(HOUR);
    expect(limitOf(await limitsOf(server, player.token), 4, 1)?.used).toBe(60);
  });

  it('counts a deposit still waiting for its provider, and takes a stake given back off', async () => {
    const player = await newPlayer(server);
    await server.services.db
      .insertInto('payments')
      .values({
        player_id: player.id,
        type: 1,
        method_title: 'Papara',
        cents: 12_050,
        status: 2,
        created_at: server.clock.now,
      })
      .execute();
    await moveMoney(server, player.id, 'deposit', 100);
    await moveMoney(server, player.id, 'bet', 40);
    await moveMoney(server, player.id, 'rollback', 15);
    const limits = await limitsOf(server, player.token);
    expect(limitOf(limits, 1, 1)?.used).toBe(220.5);
    expect(limitOf(limits, 3, 1)?.used).toBe(25);
    expect(limitOf(limits, 2, 1)?.used).toBe(25);
  });

  it('counts nothing of another player, nor of an earlier period', async () => {
    const player = await newPlayer(server);
    const other = await newPlayer(server);
    await moveMoney(server, other.id, 'deposit', 80);
    server.clock.advance(-30 * 24 * HOUR);
    await moveMoney(server, player.id, 'deposit', 70);
    server.clock.advance(30 * 24 * HOUR);
    const limits = await limitsOf(server, player.token);
    expect(limits.limits.map((limit) => limit.used)).toEqual(Array(10).fill(0));
  });
});

describe('checkSpend', () => {
  it('refuses a deposit above what is left of the deposit limits, naming what is left', async () => {
    const player = await newPlayer(server);
    await setLimit(server, player.token, { kind: 1, day: 500, week: 1000, month: null });
    await moveMoney(server, player.id, 'deposit', 349.25);
    const check = (cents: number) =>
      checkSpend(server.services, server.services.db, player.id, { kind: 'deposit', cents });
    const refusal = await check(20_000);
    expect(refusal?.key).toBe('protection:depositOverLimit');
    expect(say('en', refusal)).toBe(
      'This deposit is over your deposit limit. You can deposit ₺150.75 more.',
    );
    expect(say('tr', refusal)).toBe(
      'Bu yatırım, yatırım limitinizi aşıyor. Kalan yatırım limitiniz: ₺150,75.',
    );
    expect(await check(15_075)).toBeNull();
    // Bets meet no deposit limit.
    expect(
      await checkSpend(server.services, server.services.db, player.id, {
        kind: 'bet',
        cents: 100_000,
      }),
    ).toBeNull();
  });

  it('refuses a bet that would pass the wager or loss limit, or once session time is used', async () => {
    const player = await newPlayer(server);
    const bet = (cents: number) =>
      checkSpend(server.services, server.services.db, player.id, { kind: 'bet', cents });
    await setLimit(server, player.token, { kind: 3, day: 100, week: null, month: null });
    await moveMoney(server, player.id, 'deposit', 200);
    await moveMoney(server, player.id, 'bet', 90);
    expect(await bet(1000)).toBeNull();
    const wager = await bet(1001);
    expect(say('en', wager)).toBe(
      'You have reached your wager limit. Games cannot be opened until the limit period ends.',
    );
    // Lost 40 of a loss limit of 45: a stake of 10 could pass it.
    await setLimit(server, player.token, { kind: 2, day: 45, week: null, month: null });
    await moveMoney(server, player.id, 'win', 50);
    expect(await bet(500)).toBeNull();
    expect(say('tr', await bet(1000))).toBe(
      'Kayıp limitinize ulaştınız. Limit dönemi bitene kadar oyun açılamaz.',
    );
    // Deposits meet no play limit.
    expect(
      await checkSpend(server.services, server.services.db, player.id, {
        kind: 'deposit',
        cents: 1_000_000,
      }),
    ).toBeNull();

    const timed = await newPlayer(server);
    await server.call('/protection/sessionlimit', { minutes: 30 }, { token: timed.token });
    const play = () =>
      checkSpend(server.services, server.services.db, timed.id, { kind: 'bet', cents: 100 });
    expect(await play()).toBeNull();
    server.clock.advance(30 * 60_000);
    expect(say('en', await play())).toBe(
      'You have reached your daily session time limit. You can play again tomorrow.',
    );
  });
});

describe('afterSpend', () => {
  it('pushes the 80 % and the 100 % alert once each per period, and keeps them as notifications', async () => {
    const player = await newPlayer(server, 'tr');
    await setLimit(server, player.token, { kind: 1, day: 100, week: null, month: null });
    const alerts = () =>
      server.pushed.filter((push) => push.playerId === player.id && push.args[0] === 'LimitAlert');
    await moveMoney(server, player.id, 'deposit', 79);
    await afterSpend(server.services, player.id);
    expect(alerts()).toHaveLength(0);
    await moveMoney(server, player.id, 'deposit', 1);
    await afterSpend(server.services, player.id);
    await afterSpend(server.services, player.id);
    expect(alerts()).toEqual([
      {
        playerId: player.id,
        target: 'NotifyMessage',
        args: [
          'LimitAlert',
          {
            kind: 1,
            period: 1,
            percent: 80,
            amount: 100,
            used: 80,
            text: "Günlük yatırım limitinizin %80'ini kullandınız.",
          },
        ],
      },
    ]);
    await moveMoney(server, player.id, 'deposit', 20);
    await Promise.all([
      afterSpend(server.services, player.id),
      afterSpend(server.services, player.id),
    ]);
    expect(alerts().map((push) => push.args[1])).toMatchObject([
      { percent: 80 },
      { percent: 100, used: 100, text: 'Günlük yatırım limitinizin tamamını kullandınız.' },
    ]);
    const notes = await server.services.db
      .selectFrom('notifications')
      .select(['type', 'title', 'note'])
      .where('player_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(notes).toEqual([
      {
        type: '5',
        title: 'Limit uyarısı',
        note: "Günlük yatırım limitinizin %80'ini kullandınız.",
      },
      {
        type: '5',
        title: 'Limit uyarısı',
        note: 'Günlük yatırım limitinizin tamamını kullandınız.',
      },
    ]);
    // No Notification push beside the alert: the site reads the list again on LimitAlert.
    expect(
      server.pushed.filter((push) => push.playerId === player.id && push.args[0] !== 'LimitAlert'),
    ).toEqual([]);

    // The next day is a new period: its alerts go again.
    server.clock.advance(24 * HOUR);
    await moveMoney(server, player.id, 'deposit', 100);
    await afterSpend(server.services, player.id);
    expect(alerts().map((push) => (push.args[1] as { percent: number }).percent)).toEqual([
      80, 100, 100,
    ]);
  });
});
