import { describe, expect, it } from 'vitest';
import { getGame } from '@generated/api/casino/casino';
import type { GameLookupRequest } from '@generated/api/model';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { findGame, gameAt } from '@mocks/data/games-data';

// The mock backend's game lookup (POST casino/game), through the generated request function (so
// every answer is also checked against the contract by the HTTP mutator). It is public.
describe('mock backend: one game by its code', () => {
  it('answers a listed game as the listings have it, for a visitor too', async () => {
    const listed = gameAt(7, 2);
    if (!listed) throw new Error('the mock casino has no game 2 in category 7');
    const { launchProvider, gameCode } = listed;
    expect(findGame(gameCode, launchProvider)).toEqual(listed);
    expect((await getGame({ gameCode, launchProvider })).data).toEqual(listed);
  });

  it('answers the game of the startup bundle’s menu (Aviator)', async () => {
    const menuGame = mockBootstrap('localhost').menuList?.find((item) => item.game)?.game;
    if (!menuGame) throw new Error('the mock menu has no game');
    const { gameCode, launchProvider } = menuGame;
    expect((await getGame({ gameCode, launchProvider })).data?.name).toBe(menuGame.name);
  });

  it.each<[string, GameLookupRequest]>([
    ['an unknown code', { gameCode: 'no-such-game', launchProvider: 'dt' }],
    ['a listed code with another launch provider', { gameCode: 'dt-3-7', launchProvider: 'em' }],
    ['a code past the end of its category', { gameCode: 'dt-3-700000', launchProvider: 'dt' }],
    ['a code with a leading zero', { gameCode: 'dt-3-07', launchProvider: 'dt' }],
  ])('refuses %s with the server’s message', async (_label, body) => {
    // dt-3-7 is a dt game: only the launch provider makes it unknown.
    expect(findGame('dt-3-7', 'dt')).not.toBeNull();
    await expect(getGame(body)).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'Oyun bulunamadı.',
    });
  });
});
