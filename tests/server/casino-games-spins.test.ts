// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GameHistory } from '../../generated/server/model/gameHistory.ts';
import { GAME_SESSION_TTL_MS } from '../../server/casino/game-sessions.ts';
import { spin } from '../../server/demo-games/spin.ts';
import { ledgerSums } from './support/ledger-sums.ts';
import { startProviderWorld, type ProviderWorld } from './support/provider-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Playing a game of the server's demo game provider: the page asks the provider to spin; the
// stake and the win move through the ledger once, recorded as a round; a refused bet moves
// nothing, and a player on a break plays nothing.

let server: TestServer;
let provider: ProviderWorld['provider'];
let demo: ProviderWorld['demo'];
let balance: ProviderWorld['balance'];
setUpWorld(startProviderWorld, (world) => ({ server, provider, demo, balance } = world));

describe('spins', () => {
  it('take the stake and pay the win once each, recorded as a round the history shows', async () => {
    const session = await provider.launch(demo.token);
    const before = await balance(demo.id);
    const won = await spin(server.services, session, () => 0);
    expect(won).toMatchObject({ type: 'spun', won: 25, balance: (before + 1500) / 100 });
    const lost = await spin(server.services, session, () => 0.99);
    expect(lost).toMatchObject({ type: 'spun', won: 0, balance: (before + 500) / 100 });
    expect(await balance(demo.id)).toBe(before + 500);

    const rounds = await server.services.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('game_session_id', 'is not', null)
      .where('player_id', '=', demo.id)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rounds.map((row) => [row.status, row.stake, row.win])).toEqual([
      ['completed', 1000, 0],
      ['completed', 1000, 2500],
    ]);
    expect(rounds[0]?.win_transaction_id).toBeNull();
    const ids = rounds.flatMap((row) => [row.bet_transaction_id, row.win_transaction_id ?? []]);
    const movements = await server.services.db
      .selectFrom('ledger_transactions')
      .select(['id', 'kind', 'external_id'])
      .where('id', 'in', ids.flat())
      .execute();
    expect(movements.map((row) => row.kind).sort()).toEqual(['bet', 'bet', 'win']);
    expect(new Set(movements.map((row) => row.external_id)).size).toBe(3);
    expect(await ledgerSums(server, demo.id)).toEqual({ total: 0, wallet: before + 500 });

    const history = await server.call<GameHistory>(
      '/casino/history',
      {
        from: new Date(server.clock.now.getTime() - 60_000).toISOString(),
        to: server.clock.now.toISOString(),
        skip: 0,
        take: 10,
      },
      { token: demo.token },
    );
    expect(history.data.items.map((line) => [line.kind, line.amount, line.balanceAfter])).toEqual([
      [2, 10, (before + 500) / 100],
      [1, 25, (before + 1500) / 100],
      [2, 10, (before - 1000) / 100],
    ]);
    expect(history.data.items[0]).toMatchObject({ game: 'Lucky Empire', provider: 'DT Gaming' });
  });

  it('are played by the provider when the page asks, with a draw of its own', async () => {
    const session = await provider.launch(demo.token);
    const before = await balance(demo.id);
    const answer = await provider.page<{
      type: string;
      won: number;
      balance: number;
      reels: string[];
    }>('spin', session);
    expect(answer.type).toBe('spun');
    expect([0, 25]).toContain(answer.won);
    expect(answer.balance).toBe((before - 1000) / 100 + answer.won);
    expect(answer.reels).toHaveLength(3);
    expect(new Set(answer.reels).size === 1).toBe(answer.won > 0);
    expect(await ledgerSums(server, demo.id)).toEqual({ total: 0, wallet: await balance(demo.id) });
  });

  it('end with the game session: a new launch of the game replaces its token', async () => {
    const old = await provider.launch(demo.token, 'dt-9-2');
    await provider.launch(demo.token, 'dt-9-2');
    const before = await balance(demo.id);
    expect(await provider.page('spin', old)).toEqual({ type: 'refused', reason: 'session' });
    expect(await provider.page('spin', 'forged-token')).toEqual({
      type: 'refused',
      reason: 'session',
    });
    // A game session expires on its own.
    const fresh = await provider.launch(demo.token, 'dt-9-2');
    server.clock.advance(GAME_SESSION_TTL_MS + 1000);
    expect(await provider.page('spin', fresh)).toEqual({ type: 'refused', reason: 'session' });
    expect(await balance(demo.id)).toBe(before);
  });

  it('are refused above the balance, and nothing moves', async () => {
    const yeni = await server.player('yeni', 'yeni123');
    const session = await provider.launch(yeni.token);
    const entries = await server.services.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', yeni.id)
      .executeTakeFirstOrThrow();
    expect(await provider.page('spin', session)).toEqual({ type: 'refused', reason: 'balance' });
    const after = await server.services.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', yeni.id)
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(entries.n);
    expect(await balance(yeni.id)).toBe(0);
    const rounds = await server.services.db
      .selectFrom('game_rounds')
      .select('id')
      .where('player_id', '=', yeni.id)
      .execute();
    expect(rounds).toEqual([]);
  });
});

describe('a player on a break', () => {
  it('cannot launch, and the games open before the break take no bet', async () => {
    const token = await server.login('demo', 'demo123');
    const session = await provider.launch(token);
    const before = await balance(demo.id);
    const until = new Date(server.clock.now.getTime() + 7 * 86_400_000);
    await server.services.db
      .insertInto('play_blocks')
      .values({ player_id: demo.id, kind: 'break', starts_at: server.clock.now, ends_at: until })
      .execute();
    const refused = await server.call('/casino/dtlaunchurl', { code: 'dt-3-7' }, { token });
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(/^You are on a break: your account is closed until /);
    const tr = await server.call(
      '/casino/dtlaunchurl',
      { code: 'dt-3-7' },
      {
        token,
        locale: 'tr',
      },
    );
    expect(tr.message).toMatch(/^Ara verdiniz: hesabınız .* tarihine kadar kapalıdır\.$/);
    expect(await provider.page('spin', session)).toEqual({ type: 'refused', reason: 'limit' });
    const bet = await provider.bet(session, 'b-break', 'r-break', 100);
    expect(bet.answer).toEqual({ status: 'PLAY_REFUSED' });
    expect(await balance(demo.id)).toBe(before);
  });
});
