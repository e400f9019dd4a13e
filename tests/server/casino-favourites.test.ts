// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../generated/server/model/game.ts';
import type { TopWinner } from '../../generated/server/model/topWinner.ts';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { findGame } from '../../mocks/data/games-data.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Favourites and Top Winners, read from the database: the seeded games and wins are the mock's,
// so every answer is compared with what the mock backend answers for the same request.

let server: TestServer;
let demo: string;
let yeni: string;
beforeAll(async () => {
  // Its own clock, so the seeded wins are seeded afresh relative to it (the shared seeded
  // archive was seeded earlier) and fall in this month as the mock's do.
  server = await startTestServer({ now: new Date() });
  demo = await server.login('demo', 'demo123');
  yeni = await server.login('yeni', 'yeni123');
}, 120_000);
afterAll(() => server.close());

describe('favourites', () => {
  const game = findGame('hub88-3-1', 'hub88') as Game;

  it('need a logged-in player', async () => {
    expect((await server.call('/casino/favorites', undefined, { method: 'GET' })).status).toBe(401);
    const toggle = await server.call('/casino/togglefavorite', {
      code: game.gameCode,
      providerId: 6,
    });
    expect(toggle.status).toBe(401);
  });

  it("toggle on and off, per player: another player's favourites are not yours", async () => {
    const added = await server.call(
      '/casino/togglefavorite',
      { code: game.gameCode, providerId: game.mainProviderId },
      { token: demo },
    );
    expect(added).toMatchObject({ success: true, message: 'Added to favorites' });
    const second = findGame('dt-9-2', 'dt') as Game;
    await server.call(
      '/casino/togglefavorite',
      { code: second.gameCode, providerId: second.mainProviderId },
      { token: demo, locale: 'tr' },
    );
    const mine = await server.call<string[]>('/casino/favorites', undefined, {
      token: demo,
      method: 'GET',
    });
    expect(mine.data).toEqual([game.gameCode, second.gameCode]);
    const theirs = await server.call<string[]>('/casino/favorites', undefined, {
      token: yeni,
      method: 'GET',
    });
    expect(theirs).toMatchObject({ success: true, data: [] });

    const removed = await server.call(
      '/casino/togglefavorite',
      { code: game.gameCode, providerId: game.mainProviderId },
      { token: demo, locale: 'tr' },
    );
    expect(removed).toMatchObject({ success: true, message: 'Favorilerden çıkarıldı.' });
    const after = await server.call<string[]>('/casino/favorites', undefined, {
      token: demo,
      method: 'GET',
    });
    expect(after.data).toEqual([second.gameCode]);
  });

  it('refuses a game the casino does not have, or a wrong provider id', async () => {
    const none = await server.call(
      '/casino/togglefavorite',
      { code: 'no-such-game', providerId: 6 },
      { token: demo },
    );
    expect(none).toMatchObject({ success: false, message: 'The game was not found.' });
    const wrong = await server.call(
      '/casino/togglefavorite',
      { code: game.gameCode, providerId: 99 },
      { token: demo, locale: 'tr' },
    );
    expect(wrong).toMatchObject({ success: false, message: 'Oyun bulunamadı.' });
  });
});

describe('top winners', () => {
  it("lists the month's biggest wins first, winners masked, games named", async () => {
    const answer = await server.call<TopWinner[]>('/transaction/topwinners', {
      isLive: false,
      count: 40,
    });
    expect(answer.success).toBe(true);
    expect(answer.data).toHaveLength(40);
    const amounts = answer.data.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const [demoPlayer] = demoPlayers;
    expect(answer.data[0]).toMatchObject({
      name: `${demoPlayer.name.slice(0, 2)}***${demoPlayer.name.slice(-1)} ${demoPlayer.surname[0]}.`,
      currencySymbol: '₺',
    });
    expect(answer.data.some((row) => row.game === 'Lightning Roulette')).toBe(false);
  });

  it('lists only live-casino wins for the live card', async () => {
    const answer = await server.call<TopWinner[]>('/transaction/topwinners', {
      isLive: true,
      count: 5,
    });
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((row) => row.game === 'Lightning Roulette')).toBe(true);
    // A game the catalogue has shows its picture.
    expect(answer.data[0]?.image).toMatch(/^\/mock-art\/tile\?/);
  });
});
