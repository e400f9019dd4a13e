// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { limitOf, limitsOf, setLimit } from './support/limits-calls.ts';
import { newPlayer } from './support/protection-players.ts';
import { startProtectionWorld } from './support/protection-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Changing limits: a lower one at once, a raise or a removal after a 24-hour wait, the session
// time, a waiting change taken back, each player's own. The clock is a Wednesday noon in
// Istanbul, so a day ahead is still the same week.
const HOUR = 3_600_000;
let server: TestServer;
setUpWorld(startProtectionWorld, (world) => (server = world.server));

describe('setLimit', () => {
  it('applies a first and a lower limit at once', async () => {
    const player = await newPlayer(server);
    const first = await setLimit(server, player.token, {
      kind: 1,
      day: 500,
      week: null,
      month: null,
    });
    expect(first).toMatchObject({
      status: 200,
      success: true,
      message: 'Your limits are saved and apply now.',
    });
    const lower = await setLimit(
      server,
      player.token,
      { kind: 1, day: 300, week: null, month: null },
      'tr',
    );
    expect(lower.message).toBe('Limitleriniz kaydedildi ve hemen geçerli.');
    const limits = await limitsOf(server, player.token);
    expect(limitOf(limits, 1, 1)).toMatchObject({ amount: 300, pending: null });
    expect(limits.depositLimitEverSet).toBe(true);
    const stored = await server.services.db
      .selectFrom('player_limits')
      .select(['amount'])
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(stored.amount).toBe(30_000);
  });

  it('keeps a raise waiting 24 hours, then applies it', async () => {
    const player = await newPlayer(server);
    await setLimit(server, player.token, { kind: 3, day: 100, week: null, month: null });
    const raised = await setLimit(server, player.token, {
      kind: 3,
      day: 250.5,
      week: null,
      month: null,
    });
    expect(raised).toMatchObject({
      success: true,
      message: 'Your limits are saved. Raised or removed limits take effect on 26/11/2026, 12:00.',
    });
    const effectiveAt = new Date(server.clock.now.getTime() + 24 * HOUR).toISOString();
    expect(limitOf(await limitsOf(server, player.token), 3, 1)).toMatchObject({
      amount: 100,
      pending: { amount: 250.5, effectiveAt },
    });
    const same = await setLimit(server, player.token, {
      kind: 3,
      day: 100,
      week: null,
      month: null,
    });
    expect(same.message).toBe('Your limits are unchanged.');

    server.clock.advance(23 * HOUR);
    expect(limitOf(await limitsOf(server, player.token), 3, 1)?.amount).toBe(100);
    server.clock.advance(HOUR);
    expect(limitOf(await limitsOf(server, player.token), 3, 1)).toMatchObject({
      amount: 250.5,
      pending: null,
    });
    const history = await server.call<Array<{ amount: number; status: number }>>(
      '/protection/limithistory',
      undefined,
      { token: player.token, method: 'GET' },
    );
    expect(history.data.map(({ amount, status }) => ({ amount, status }))).toEqual([
      { amount: 250.5, status: 1 },
      { amount: 100, status: 1 },
    ]);
  });

  it('keeps a removal waiting, and a lower limit replaces a waiting raise', async () => {
    const player = await newPlayer(server);
    await setLimit(server, player.token, { kind: 2, day: 100, week: 200, month: null });
    await setLimit(server, player.token, { kind: 2, day: null, week: 400, month: null });
    let limits = await limitsOf(server, player.token);
    expect(limitOf(limits, 2, 1)).toMatchObject({ amount: 100, pending: { amount: null } });
    expect(limitOf(limits, 2, 2)).toMatchObject({ amount: 200, pending: { amount: 400 } });
    // The same amount changes nothing: the waiting removal of the daily limit stays.
    await setLimit(server, player.token, { kind: 2, day: 100, week: 150, month: null });
    limits = await limitsOf(server, player.token);
    expect(limitOf(limits, 2, 1)).toMatchObject({ amount: 100, pending: { amount: null } });
    expect(limitOf(limits, 2, 2)).toMatchObject({ amount: 150, pending: null });
    const history = await server.call<Array<{ period: number; amount: number; status: number }>>(
      '/protection/limithistory',
      undefined,
      { token: player.token, method: 'GET' },
    );
    expect(history.data.map(({ period, amount, status }) => [period, amount, status])).toEqual([
      [2, 150, 1],
      [2, 400, 3],
      [1, null, 2],
      [2, 200, 1],
      [1, 100, 1],
    ]);
  });

  it('refuses a longer period below a shorter one, in the language asked for', async () => {
    const player = await newPlayer(server);
    const week = await setLimit(
      server,
      player.token,
      { kind: 2, day: 100, week: 50, month: null },
      'tr',
    );
    expect(week).toMatchObject({
      status: 200,
      success: false,
      message: 'Haftalık ve aylık limit günlük limitten düşük olamaz.',
    });
    const month = await setLimit(server, player.token, {
      kind: 2,
      day: null,
      week: 100,
      month: 50,
    });
    expect(month.message).toBe('The monthly limit cannot be below the weekly limit.');
    expect(
      await server.services.db
        .selectFrom('player_limits')
        .where('player_id', '=', player.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('answers 400 for an amount the contract does not allow', async () => {
    const player = await newPlayer(server);
    const answer = await setLimit(server, player.token, {
      kind: 1,
      day: 10.001,
      week: null,
      month: null,
    });
    expect(answer).toMatchObject({ status: 400, success: false });
  });
});

describe('setSessionLimit and cancelLimitChange', () => {
  it('sets the session time, and takes back a waiting raise', async () => {
    const player = await newPlayer(server);
    const post = (path: string, body: object, locale: 'tr' | 'en' = 'en') =>
      server.call(path, body, { token: player.token, locale });
    await post('/protection/sessionlimit', { minutes: 120 });
    await post('/protection/sessionlimit', { minutes: 240 });
    expect(limitOf(await limitsOf(server, player.token), 4, 1)).toMatchObject({
      amount: 120,
      pending: { amount: 240 },
    });
    const cancelled = await post('/protection/cancelchange', { kind: 4, period: 1 }, 'tr');
    expect(cancelled).toMatchObject({
      success: true,
      message: 'Bekleyen değişiklik iptal edildi.',
    });
    expect(limitOf(await limitsOf(server, player.token), 4, 1)).toMatchObject({
      amount: 120,
      pending: null,
    });
    server.clock.advance(25 * HOUR);
    expect(limitOf(await limitsOf(server, player.token), 4, 1)?.amount).toBe(120);
    const again = await post('/protection/cancelchange', { kind: 4, period: 1 });
    expect(again).toMatchObject({
      success: false,
      message: 'There is no pending change for this limit.',
    });
    const history = await server.call<Array<{ amount: number; status: number }>>(
      '/protection/limithistory',
      undefined,
      { token: player.token, method: 'GET' },
    );
    expect(history.data.map(({ amount, status }) => [amount, status])).toEqual([
      [240, 3],
      [120, 1],
    ]);
  });

  it("shows no player another's changes", async () => {
    const owner = await newPlayer(server);
    const other = await newPlayer(server);
    await setLimit(server, owner.token, { kind: 1, day: 50, week: null, month: null });
    const history = await server.call<unknown[]>('/protection/limithistory', undefined, {
      token: other.token,
      method: 'GET',
    });
    expect(history).toMatchObject({ success: true, data: [] });
    const cancel = await server.call(
      '/protection/cancelchange',
      { kind: 1, period: 1 },
      { token: other.token },
    );
    expect(cancel.success).toBe(false);
  });
});
