// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSpend } from '../../server/protection/guard.ts';
import {
  REALITY_CHECK_EVERY_MS,
  runRealityChecks,
  startRealityChecks,
} from '../../server/realtime-checks/reality-checks.ts';
import { moveMoney, newPlayer, refusalText } from './support/protection-players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// What protection does to sessions: a break or a self-exclusion ends them at once and keeps the
// player out until it ends; the play session's figures; the reality check the server pushes.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEDNESDAY_NOON = new Date('2026-11-25T09:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: WEDNESDAY_NOON });
  // Booting migrates and seeds a fresh database: slow on a busy machine.
}, 120_000);
beforeEach(() => {
  server.clock.now = WEDNESDAY_NOON;
});
afterAll(() => server.close());

const login = (username: string, password: string, locale: 'tr' | 'en' = 'en') =>
  server.call<{ token: string }>('/auth/login', { username, password }, { locale });

describe('takeBreak', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const player = await newPlayer(server);
    const answer = await server.call(
      '/protection/break',
      { period: 1, password: 'wrong-one' },
      { token: player.token, locale: 'tr' },
    );
    expect(answer).toMatchObject({ status: 200, success: false, message: 'Şifreniz hatalı.' });
    const still = await server.call('/protection/limits', undefined, {
      token: player.token,
      method: 'GET',
    });
    expect(still.status).toBe(200);
    expect(
      await server.services.db
        .selectFrom('play_blocks')
        .where('player_id', '=', player.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('ends every session at once and refuses login until the break ends', async () => {
    const player = await newPlayer(server);
    const second = await server.login(player.username, player.password);
    const sessions = await server.services.db
      .selectFrom('sessions')
      .select('id')
      .where('player_id', '=', player.id)
      .execute();
    const answer = await server.call(
      '/protection/break',
      { period: 2, password: player.password },
      { token: player.token },
    );
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      message: 'You are taking a break. Your account is closed until 02/12/2026, 12:00.',
    });
    for (const token of [player.token, second]) {
      const after = await server.call('/protection/limits', undefined, { token, method: 'GET' });
      expect(after).toMatchObject({ status: 401, success: false });
    }
    expect(server.closedSessions.map((closed) => closed.sessionId).sort()).toEqual(
      expect.arrayContaining(sessions.map((row) => row.id).sort()),
    );
    const ended = await server.services.db
      .selectFrom('sessions')
      .select(['ended_at', 'end_reason'])
      .where('player_id', '=', player.id)
      .execute();
    expect(ended.every((row) => row.ended_at?.getTime() === WEDNESDAY_NOON.getTime())).toBe(true);

    const refused = await login(player.username, player.password, 'tr');
    expect(refused).toMatchObject({
      success: false,
      message: 'Ara verdiniz: hesabınız 02.12.2026 12:00 tarihine kadar kapalıdır.',
    });
    // No deposit or bet either, for whatever still tries (a provider's late bet).
    const refusal = await checkSpend(server.services, server.services.db, player.id, {
      kind: 'deposit',
      cents: 100,
    });
    expect(refusalText('en', refusal)).toBe(
      'You are on a break: your account is closed until 02/12/2026, 12:00.',
    );

    server.clock.advance(7 * DAY - MINUTE);
    expect((await login(player.username, player.password)).success).toBe(false);
    server.clock.advance(MINUTE);
    expect(await login(player.username, player.password)).toMatchObject({
      success: true,
      message: 'You are logged in.',
    });
  });
});

describe('selfExclude', () => {
  it('ends the session and keeps the player out for the months chosen', async () => {
    const player = await newPlayer(server);
    const answer = await server.call(
      '/protection/exclude',
      { period: 1, password: player.password },
      { token: player.token, locale: 'tr' },
    );
    expect(answer).toMatchObject({
      success: true,
      message: 'Kendinizi oyundan men ettiniz. Hesabınız 25.05.2027 12:00 tarihine kadar kapalı.',
    });
    expect(
      (await server.call('/protection/session', undefined, { token: player.token, method: 'GET' }))
        .status,
    ).toBe(401);
    expect(await login(player.username, player.password)).toMatchObject({
      success: false,
      message: 'You have excluded yourself: your account is closed until 25/05/2027, 12:00.',
    });
    const bet = await checkSpend(server.services, server.services.db, player.id, {
      kind: 'bet',
      cents: 100,
    });
    expect(bet?.key).toBe('protection:excludedUntil');
  });

  it('refuses a wrong password', async () => {
    const player = await newPlayer(server);
    const answer = await server.call(
      '/protection/exclude',
      { period: 3, password: 'not-mine' },
      { token: player.token },
    );
    expect(answer).toMatchObject({ success: false, message: 'Your password is wrong.' });
    expect((await login(player.username, player.password)).success).toBe(true);
  });
});

describe('getPlaySession', () => {
  it("answers this session's start and what was staked and won since", async () => {
    const player = await newPlayer(server);
    server.clock.advance(-MINUTE);
    await moveMoney(server, player.id, 'deposit', 100);
    await moveMoney(server, player.id, 'bet', 40);
    server.clock.advance(2 * MINUTE);
    await moveMoney(server, player.id, 'bet', 25);
    await moveMoney(server, player.id, 'bet', 5.5);
    await moveMoney(server, player.id, 'bet', 3);
    await moveMoney(server, player.id, 'rollback', 3);
    await moveMoney(server, player.id, 'win', 12.25);
    const answer = await server.call('/protection/session', undefined, {
      token: player.token,
      method: 'GET',
    });
    expect(answer).toEqual({
      status: 200,
      success: true,
      message: null,
      data: { startedAt: WEDNESDAY_NOON.toISOString(), bets: 30.5, wins: 12.25, net: -18.25 },
    });
  });
});

describe('reality checks', () => {
  const checksOf = (playerId: number) =>
    server.pushed
      .filter((push) => push.playerId === playerId && push.args[0] === 'RealityCheck')
      .map((push) => push.args[1]);

  it('saves the interval, read back through getLimits', async () => {
    const player = await newPlayer(server);
    const saved = await server.call(
      '/protection/realitycheck',
      { minutes: 45 },
      { token: player.token, locale: 'tr' },
    );
    expect(saved).toMatchObject({ success: true, message: 'Hatırlatma aralığı kaydedildi.' });
    const limits = await server.call<{ realityCheckMinutes: number }>(
      '/protection/limits',
      undefined,
      { token: player.token, method: 'GET' },
    );
    expect(limits.data.realityCheckMinutes).toBe(45);
    const refused = await server.call(
      '/protection/realitycheck',
      { minutes: 20 },
      { token: player.token },
    );
    expect(refused).toMatchObject({ status: 400, success: false });
  });

  it('pushes one check per interval of an open session, counted from its start', async () => {
    const player = await newPlayer(server);
    const quiet = await newPlayer(server);
    await server.call('/protection/realitycheck', { minutes: 15 }, { token: player.token });
    await runRealityChecks(server.services);
    expect(checksOf(player.id)).toEqual([]);

    server.clock.advance(15 * MINUTE - 1000);
    await runRealityChecks(server.services);
    expect(checksOf(player.id)).toEqual([]);
    await moveMoney(server, player.id, 'deposit', 50);
    await moveMoney(server, player.id, 'bet', 20);
    server.clock.advance(1000);
    await Promise.all([runRealityChecks(server.services), runRealityChecks(server.services)]);
    await runRealityChecks(server.services);
    expect(checksOf(player.id)).toEqual([
      {
        startedAt: WEDNESDAY_NOON.toISOString(),
        checks: 1,
        minutes: 15,
        bets: 20,
        wins: 0,
        net: -20,
      },
    ]);

    server.clock.advance(15 * MINUTE);
    await runRealityChecks(server.services);
    await runRealityChecks(server.services);
    expect(checksOf(player.id)).toMatchObject([{ checks: 1 }, { checks: 2 }]);
    // A player without an interval gets none.
    expect(checksOf(quiet.id)).toEqual([]);

    // A longer interval counts from the session's start too: the next check at 60 minutes.
    await server.call('/protection/realitycheck', { minutes: 60 }, { token: player.token });
    server.clock.advance(15 * MINUTE);
    await runRealityChecks(server.services);
    expect(checksOf(player.id)).toHaveLength(2);
    server.clock.advance(15 * MINUTE);
    await runRealityChecks(server.services);
    expect(checksOf(player.id)).toMatchObject([
      { checks: 1 },
      { checks: 2 },
      { checks: 1, minutes: 60 },
    ]);

    // An ended session gets no more.
    await server.call('/protection/realitycheck', { minutes: 15 }, { token: player.token });
    await server.services.db
      .updateTable('sessions')
      .set({ ended_at: server.clock.now })
      .where('player_id', '=', player.id)
      .execute();
    server.clock.advance(60 * MINUTE);
    await runRealityChecks(server.services);
    expect(checksOf(player.id)).toHaveLength(3);
  });

  it('runs every 30 seconds once started, until stopped', async () => {
    const player = await newPlayer(server);
    await server.call('/protection/realitycheck', { minutes: 30 }, { token: player.token });
    server.clock.advance(30 * MINUTE);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runner = startRealityChecks(server.services);
    try {
      vi.advanceTimersByTime(REALITY_CHECK_EVERY_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(checksOf(player.id)).toHaveLength(0);
      vi.advanceTimersByTime(1);
      await expect.poll(() => checksOf(player.id).length).toBe(1);
      runner.stop();
      vi.advanceTimersByTime(10 * REALITY_CHECK_EVERY_MS);
      server.clock.advance(30 * MINUTE);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(checksOf(player.id)).toHaveLength(1);
    } finally {
      runner.stop();
      vi.useRealTimers();
    }
  });
});

describe('answerRealityCheck', () => {
  it("keeps the first answer to each check of the player's session, and nothing else", async () => {
    const player = await newPlayer(server);
    const session = await server.call<{ startedAt: string }>('/protection/session', undefined, {
      token: player.token,
      method: 'GET',
    });
    const startedAt = session.data.startedAt;
    const answer = (body: object, locale: 'tr' | 'en' = 'en') =>
      server.call('/protection/realitycheckanswer', body, { token: player.token, locale });

    expect(await answer({ startedAt, checks: 1, answer: 'continue' })).toMatchObject({
      status: 200,
      success: true,
    });
    // A second answer to the same check (another tab) keeps the first.
    expect(await answer({ startedAt, checks: 1, answer: 'logout' })).toMatchObject({
      success: true,
    });
    expect(await answer({ startedAt, checks: 2, answer: 'history' })).toMatchObject({
      success: true,
    });
    // A check of another session: refused in the player's language, nothing kept.
    const stale = { startedAt: '2026-11-01T09:00:00Z', checks: 3, answer: 'continue' };
    expect(await answer(stale)).toMatchObject({
      success: false,
      message: 'This reminder is no longer valid.',
    });
    expect((await answer(stale, 'tr')).message).toBe('Bu hatırlatma artık geçerli değil.');
    expect(await answer({ startedAt, checks: 1, answer: 'maybe' })).toMatchObject({
      status: 400,
    });

    const kept = await server.services.db
      .selectFrom('reality_check_answers')
      .innerJoin('sessions', 'sessions.id', 'reality_check_answers.session_id')
      .select(['checks', 'answer'])
      .where('sessions.player_id', '=', player.id)
      .orderBy('checks')
      .execute();
    expect(kept).toEqual([
      { checks: 1, answer: 'continue' },
      { checks: 2, answer: 'history' },
    ]);
  });

  it('needs a session', async () => {
    const answer = await server.call('/protection/realitycheckanswer', {
      startedAt: WEDNESDAY_NOON.toISOString(),
      checks: 1,
      answer: 'continue',
    });
    expect(answer).toMatchObject({ status: 401, success: false });
  });
});
