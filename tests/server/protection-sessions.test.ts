// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkSpend } from '../../server/protection/guard.ts';
import { moveMoney, newPlayer, refusalText } from './support/protection-players.ts';
import { startProtectionWorld, WEDNESDAY_NOON } from './support/protection-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';
// Breaks and self-exclusions: they end every session at once and keep the player out until
// they end; and the play session's figures.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let server: TestServer;
setUpWorld(startProtectionWorld, (world) => (server = world.server));

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
