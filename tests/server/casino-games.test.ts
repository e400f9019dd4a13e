// @vitest-environment node
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameHistory } from '../../generated/server/model/gameHistory.ts';
import { GAME_SESSION_TTL_MS } from '../../server/casino/game-sessions.ts';
import { demoGameRoutes } from '../../server/demo-games/routes.ts';
import { sign, walletKey } from '../../server/demo-games/signature.ts';
import { spin } from '../../server/demo-games/spin.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Launching a game and playing it with the server's demo game provider: a launch issues a game
// session token bound to the player and the game; the page asks the provider to spin; the stake
// and the win move through the ledger once per transaction id; a rollback returns a stake once;
// a token moves only its own player's money; a refused bet moves nothing.

let server: TestServer;
let games: Hono<AppEnv>;
let demo: string;
let demoId: number;
let yeniId: number;
beforeAll(async () => {
  server = await startTestServer();
  games = new Hono<AppEnv>();
  demoGameRoutes(games, server.services);
  demo = await server.login('demo', 'demo123');
  const players = await server.services.db
    .selectFrom('players')
    .select(['id', 'username'])
    .execute();
  demoId = players.find((row) => row.username === 'demo')?.id ?? 0;
  yeniId = players.find((row) => row.username === 'yeni')?.id ?? 0;
}, 120_000);
afterAll(() => server.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Launches a dt game for the token's player; the game session token from the answer. */
async function launch(token: string, code = 'dt-3-7'): Promise<string> {
  const answer = await server.call<string>('/casino/dtlaunchurl', { code }, { token });
  if (!answer.success) throw new Error(`launch refused: ${answer.message}`);
  return new URL(answer.data).searchParams.get('session') ?? '';
}

/** What the game page asks its provider. */
async function page<T>(path: 'session' | 'spin', session: string): Promise<T> {
  const response = await games.request(`/demo/games/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null' },
    body: JSON.stringify({ session }),
  });
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return (await response.json()) as T;
}

interface WalletAnswer {
  status: string;
  balance?: number;
  repeated?: boolean;
}

/** A signed wallet call, as the provider's servers make it. */
async function wallet(
  name: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  signature?: string,
): Promise<{ status: number; answer: WalletAnswer }> {
  const text = JSON.stringify(body);
  const response = await games.request(`/demo/games/wallet/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': signature ?? sign(walletKey(server.services.config.secret), text),
    },
    body: text,
  });
  return { status: response.status, answer: (await response.json()) as WalletAnswer };
}

const balance = (playerId: number) => balanceOf(server.services.db, playerId);

async function ledgerWhole() {
  const { db } = server.services;
  const total = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount').as('sum'))
    .executeTakeFirstOrThrow();
  const wallet = await db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select((eb) => eb.fn.sum<number>('amount').as('sum'))
    .where('accounts.player_id', '=', demoId)
    .executeTakeFirstOrThrow();
  return { total: total.sum, wallet: wallet.sum };
}

describe('launch', () => {
  it('answers the game page with a new game session token bound to the player and the game', async () => {
    const answer = await server.call<string>(
      '/casino/dtlaunchurl',
      { code: 'dt-3-7' },
      {
        token: demo,
      },
    );
    expect(answer).toMatchObject({ status: 200, success: true, message: null });
    const address = new URL(answer.data);
    expect(`${address.origin}${address.pathname}`).toBe('http://localhost/demo/games/play');
    expect([...address.searchParams.keys()]).toEqual(['session']);
    const token = address.searchParams.get('session') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(address.search).not.toContain('demo');
    const rows = await server.services.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('player_id', '=', demoId)
      .execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    const row = rows.find((item) => item.token_hash === sha256(token));
    expect(row).toMatchObject({ game_code: 'dt-3-7', ended_at: null });
    expect(row && row.expires_at > server.clock.now).toBe(true);
    const again = await launch(demo);
    expect(again).not.toBe(token);
  });

  it('answers softgamings with an HTML launch form that opens the same page', async () => {
    const answer = await server.call<string>(
      '/casino/softgamingslaunchurl',
      { system: 'spribe', pageCode: '1024', isMobile: 0 },
      { token: demo },
    );
    expect(answer.success).toBe(true);
    expect(answer.data).toMatch(/^<!DOCTYPE html>/);
    expect(answer.data).toContain('action="http://localhost/demo/games/play"');
    expect(answer.data).toMatch(/<input type="hidden" name="session" value="[\w-]{43}">/);
    expect(answer.data).toContain('content="https://static.softgamings.com/games/1024/"');
  });

  it('refuses a game its launch provider does not have, in the request language', async () => {
    const wrong = await server.call(
      '/casino/emlaunchurl',
      { code: 'dt-3-7', productId: 1 },
      {
        token: demo,
      },
    );
    expect(wrong).toMatchObject({ success: false, message: 'The game could not be launched.' });
    const none = await server.call(
      '/casino/hub88launchurl',
      { platform: 1, gameCode: 'no-such-game', language: 'tr', lobbyUrl: 'https://x.example' },
      { token: demo, locale: 'tr' },
    );
    expect(none).toMatchObject({ success: false, message: 'Oyun başlatılamadı.', data: null });
    expect((await server.call('/casino/dtlaunchurl', { code: 'dt-3-7' })).status).toBe(401);
  });
});

describe('the game page', () => {
  it('is served under a strict policy of its own, with no inline code', async () => {
    const response = await games.request('/demo/games/play?session=x');
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son\w+=/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const script = await games.request('/demo/games/game.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it("shows the session's game and the player's balance", async () => {
    const session = await launch(demo);
    const answer = await page<Record<string, unknown>>('session', session);
    expect(answer).toEqual({
      type: 'session',
      game: 'Lucky Empire',
      provider: 'DT Gaming',
      stake: 10,
      balance: (await balance(demoId)) / 100,
    });
    expect(await page('session', 'forged')).toEqual({ type: 'refused', reason: 'session' });
  });
});

describe('spins', () => {
  it('take the stake and pay the win once each, recorded as a round the history shows', async () => {
    const session = await launch(demo);
    const before = await balance(demoId);
    const won = await spin(server.services, session, () => 0);
    expect(won).toMatchObject({ type: 'spun', won: 25, balance: (before + 1500) / 100 });
    const lost = await spin(server.services, session, () => 0.99);
    expect(lost).toMatchObject({ type: 'spun', won: 0, balance: (before + 500) / 100 });
    expect(await balance(demoId)).toBe(before + 500);

    const rounds = await server.services.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('game_session_id', 'is not', null)
      .where('player_id', '=', demoId)
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
    expect(await ledgerWhole()).toEqual({ total: 0, wallet: before + 500 });

    const history = await server.call<GameHistory>(
      '/casino/history',
      {
        from: new Date(server.clock.now.getTime() - 60_000).toISOString(),
        to: server.clock.now.toISOString(),
        skip: 0,
        take: 10,
      },
      { token: demo },
    );
    expect(history.data.items.map((line) => [line.kind, line.amount, line.balanceAfter])).toEqual([
      [2, 10, (before + 500) / 100],
      [1, 25, (before + 1500) / 100],
      [2, 10, (before - 1000) / 100],
    ]);
    expect(history.data.items[0]).toMatchObject({ game: 'Lucky Empire', provider: 'DT Gaming' });
  });

  it('are played by the provider when the page asks, with a draw of its own', async () => {
    const session = await launch(demo);
    const before = await balance(demoId);
    const answer = await page<{ type: string; won: number; balance: number; reels: string[] }>(
      'spin',
      session,
    );
    expect(answer.type).toBe('spun');
    expect([0, 25]).toContain(answer.won);
    expect(answer.balance).toBe((before - 1000) / 100 + answer.won);
    expect(answer.reels).toHaveLength(3);
    expect(new Set(answer.reels).size === 1).toBe(answer.won > 0);
    expect(await ledgerWhole()).toEqual({ total: 0, wallet: await balance(demoId) });
  });

  it('end with the game session: a new launch of the game replaces its token', async () => {
    const old = await launch(demo, 'dt-9-2');
    await launch(demo, 'dt-9-2');
    const before = await balance(demoId);
    expect(await page('spin', old)).toEqual({ type: 'refused', reason: 'session' });
    expect(await page('spin', 'forged-token')).toEqual({ type: 'refused', reason: 'session' });
    // A game session expires on its own.
    const fresh = await launch(demo, 'dt-9-2');
    server.clock.advance(GAME_SESSION_TTL_MS + 1000);
    expect(await page('spin', fresh)).toEqual({ type: 'refused', reason: 'session' });
    expect(await balance(demoId)).toBe(before);
  });

  it('are refused above the balance, and nothing moves', async () => {
    const yeni = await server.login('yeni', 'yeni123');
    const session = await launch(yeni);
    const entries = await server.services.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', yeniId)
      .executeTakeFirstOrThrow();
    expect(await page('spin', session)).toEqual({ type: 'refused', reason: 'balance' });
    const after = await server.services.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', yeniId)
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(entries.n);
    expect(await balance(yeniId)).toBe(0);
    const rounds = await server.services.db
      .selectFrom('game_rounds')
      .select('id')
      .where('player_id', '=', yeniId)
      .execute();
    expect(rounds).toEqual([]);
  });
});

describe('the wallet', () => {
  it('answers only calls signed with the provider key', async () => {
    const session = await launch(demo);
    const before = await balance(demoId);
    const forged = await wallet(
      'win',
      { token: session, transactionId: 'w-forged', roundId: 'r-forged', amount: 100_000 },
      'f'.repeat(64),
    );
    expect(forged).toEqual({ status: 401, answer: { status: 'INVALID_SIGNATURE' } });
    const unsigned = await games.request('/demo/games/wallet/balance', {
      method: 'POST',
      body: JSON.stringify({ token: session }),
    });
    expect(unsigned.status).toBe(401);
    expect(await balance(demoId)).toBe(before);
    const read = await wallet('balance', { token: session });
    expect(read.answer).toMatchObject({ status: 'OK', balance: before });
  });

  it('applies a bet and a win once each, however often they are sent', async () => {
    const session = await launch(demo);
    const before = await balance(demoId);
    const bet = { token: session, transactionId: 'b-1', roundId: 'r-1', amount: 700 };
    const first = await wallet('bet', bet);
    expect(first.answer).toEqual({
      status: 'OK',
      balance: before - 700,
      currency: 'TRY',
      repeated: false,
    });
    const again = await wallet('bet', bet);
    expect(again.answer).toMatchObject({ status: 'OK', balance: before - 700, repeated: true });
    expect(await balance(demoId)).toBe(before - 700);

    const win = { token: session, transactionId: 'w-1', roundId: 'r-1', amount: 1234 };
    expect((await wallet('win', win)).answer).toMatchObject({
      status: 'OK',
      balance: before + 534,
      repeated: false,
    });
    expect((await wallet('win', win)).answer).toMatchObject({
      status: 'OK',
      balance: before + 534,
      repeated: true,
    });
    const other = await wallet('win', { ...win, transactionId: 'w-2' });
    expect(other.answer).toEqual({ status: 'ROUND_CLOSED' });
    expect(await balance(demoId)).toBe(before + 534);
    expect(await ledgerWhole()).toEqual({ total: 0, wallet: before + 534 });
  });

  it('returns the stake of a round that never completed, once', async () => {
    const session = await launch(demo);
    const before = await balance(demoId);
    await wallet('bet', { token: session, transactionId: 'b-2', roundId: 'r-2', amount: 900 });
    const rollback = { token: session, transactionId: 'rb-1', referenceTransactionId: 'b-2' };
    expect((await wallet('rollback', rollback)).answer).toMatchObject({
      status: 'OK',
      balance: before,
      repeated: false,
    });
    expect((await wallet('rollback', rollback)).answer).toMatchObject({
      status: 'OK',
      repeated: true,
    });
    expect((await wallet('rollback', { ...rollback, transactionId: 'rb-2' })).answer).toMatchObject(
      { status: 'OK', repeated: true },
    );
    expect(await balance(demoId)).toBe(before);
    // A settled round is not paid after its rollback, nor a won round rolled back.
    const late = await wallet('win', {
      token: session,
      transactionId: 'w-3',
      roundId: 'r-2',
      amount: 5000,
    });
    expect(late.answer).toEqual({ status: 'ROUND_CLOSED' });
    const settled = await wallet('rollback', {
      token: session,
      transactionId: 'rb-3',
      referenceTransactionId: 'b-1',
    });
    expect(settled.answer).toEqual({ status: 'ROUND_CLOSED' });
    expect(await balance(demoId)).toBe(before);
    const round = await server.services.db
      .selectFrom('game_rounds')
      .select(['status', 'rollback_transaction_id'])
      .where('round_ref', '=', 'r-2')
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('rolled_back');
    expect(await ledgerWhole()).toEqual({ total: 0, wallet: before });
  });

  it("never lets one player's token move another player's money", async () => {
    const demoSession = await launch(demo);
    await wallet('bet', { token: demoSession, transactionId: 'b-a', roundId: 'r-a', amount: 500 });
    const demoBefore = await balance(demoId);
    const yeniSession = await launch(await server.login('yeni', 'yeni123'));
    const win = await wallet('win', {
      token: yeniSession,
      transactionId: 'w-b',
      roundId: 'r-a',
      amount: 100_000,
    });
    expect(win.answer).toEqual({ status: 'UNKNOWN_ROUND' });
    const rollback = await wallet('rollback', {
      token: yeniSession,
      transactionId: 'rb-b',
      referenceTransactionId: 'b-a',
    });
    expect(rollback.answer).toEqual({ status: 'UNKNOWN_TRANSACTION' });
    // Demo's transaction id answers nothing of demo's to another player.
    const reused = await wallet('bet', {
      token: yeniSession,
      transactionId: 'b-a',
      roundId: 'r-b',
      amount: 500,
    });
    expect(reused.answer).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await balance(demoId)).toBe(demoBefore);
    expect(await balance(yeniId)).toBe(0);
    const paid = await wallet('win', {
      token: demoSession,
      transactionId: 'w-a',
      roundId: 'r-a',
      amount: 0,
    });
    expect(paid.answer).toMatchObject({ status: 'OK', balance: demoBefore });
  });
});

describe('a player on a break', () => {
  it('cannot launch, and the games open before the break take no bet', async () => {
    const token = await server.login('demo', 'demo123');
    const session = await launch(token);
    const before = await balance(demoId);
    const until = new Date(server.clock.now.getTime() + 7 * 86_400_000);
    await server.services.db
      .insertInto('play_blocks')
      .values({ player_id: demoId, kind: 'break', starts_at: server.clock.now, ends_at: until })
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
    expect(await page('spin', session)).toEqual({ type: 'refused', reason: 'limit' });
    const bet = await wallet('bet', {
      token: session,
      transactionId: 'b-break',
      roundId: 'r-break',
      amount: 100,
    });
    expect(bet.answer).toEqual({ status: 'PLAY_REFUSED' });
    expect(await balance(demoId)).toBe(before);
  });
});
