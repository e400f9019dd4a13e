// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  REALITY_CHECK_EVERY_MS,
  runRealityChecks,
  startRealityChecks,
} from '../../server/realtime-checks/reality-checks.ts';
import { moveMoney, newPlayer } from './support/protection-players.ts';
import { startProtectionWorld, WEDNESDAY_NOON } from './support/protection-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';
// Reality checks: the interval saved, one check pushed per interval of an open session, and the
// player's answers kept.
const MINUTE = 60_000;
let server: TestServer;
setUpWorld(startProtectionWorld, (world) => (server = world.server));

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
