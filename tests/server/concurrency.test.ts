// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimCode } from '../../server/bonus/claims.ts';
import { demoGameRoutes } from '../../server/demo-games/routes.ts';
import { sign, walletKey } from '../../server/demo-games/signature.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { translator } from '../../server/i18n/i18n.ts';
import { checkInvariants } from '../../server/money/invariants.ts';
import { balanceOf, move } from '../../server/money/ledger.ts';
import { newPlayer } from './support/protection-players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Money under concurrency, on whichever engine the test server runs (PostgreSQL when
// PG_ADMIN_URL is set): requests that race for the same money or the same claim are fired all
// at once, and what is checked is what must hold whatever their order. Exactly as many
// withdrawals as the balance can pay are accepted and the wallet is never below zero; a bonus
// code is given once however many claims arrive together; bets from two tabs of one player stop
// at the loss limit to the cent. No race is ever answered with an error: every answer is the
// envelope. After each scenario the player's wallet entries add up to its balance and every
// invariant of the money holds. Timings are printed, never judged.

let server: TestServer;
let games: Hono<AppEnv>;
const en = translator('en');

beforeAll(async () => {
  server = await startTestServer();
  games = new Hono<AppEnv>();
  demoGameRoutes(games, server.services);
  // Booting a seeded database takes a while on a busy machine.
}, 180_000);
afterAll(() => server.close());

/** Money for a player, from the house's adjustments account, through the ledger. */
async function fund(playerId: number, cents: number): Promise<void> {
  await server.services.db.transaction().execute((trx) =>
    move(trx, {
      kind: 'adjustment',
      playerId,
      from: 'house:adjustments',
      to: { wallet: playerId },
      cents,
      at: server.clock.now,
    }),
  );
}

/** Runs every call at once and prints how long they took together. */
async function allAtOnce<T>(what: string, calls: Array<() => Promise<T>>): Promise<T[]> {
  const started = performance.now();
  const answers = await Promise.all(calls.map((call) => call()));
  const ms = performance.now() - started;
  console.log(`${server.engine}: ${what}: ${ms.toFixed(0)} ms`);
  return answers;
}

const tally = (values: string[]) =>
  Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));

/**
 * Every invariant of the money (server/money/invariants.ts): the ledger sums to zero and every
 * balance is its entries, no wallet is below zero, every payment and round has the movements its
 * state says, every stored idempotency key has its answer.
 */
async function expectInvariants(): Promise<void> {
  expect(await checkInvariants(server.services.db)).toEqual([]);
}

/** What the player's wallet entries add up to, in cents. */
async function walletEntries(playerId: number): Promise<number> {
  const { rows } = await sql<{ sum: number | null }>`
    select sum(e.amount) as sum from ledger_entries e
    join accounts a on a.id = e.account_id
    where a.player_id = ${playerId} and a.code = 'wallet'`.execute(server.services.db);
  return Number(rows[0]?.sum ?? 0);
}

describe('withdrawals racing for one balance', () => {
  it('100 at once from a wallet that can pay 10: exactly 10 are paid, the balance never below zero', async () => {
    const { db } = server.services;
    const player = await newPlayer(server);
    const WITHDRAWAL = 10_000;
    await fund(player.id, 10 * WITHDRAWAL);
    const body = {
      id: 23,
      target: 'pay',
      detail: { Amount: WITHDRAWAL / 100, Iban: 'TR330006100519786457841326' },
    };

    // The balance as other readers see it while the withdrawals run.
    const seen: number[] = [];
    let racing = true;
    const watcher = (async () => {
      while (racing) seen.push(await balanceOf(db, player.id));
    })();
    const answers = await allAtOnce(
      '100 concurrent withdrawals',
      Array.from(
        { length: 100 },
        () => () => server.call('/payment/withdraw', body, { token: player.token }),
      ),
    );
    racing = false;
    await watcher;

    expect(tally(answers.map((answer) => `${answer.status} ${answer.message}`))).toEqual({
      [`200 ${en('payment:withdrawReceived')}`]: 10,
      [`200 ${en('payment:notEnoughBalance')}`]: 90,
    });
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(db, player.id)).toBe(0);
    expect(await walletEntries(player.id)).toBe(0);
    const pending = await db
      .selectFrom('payments')
      .select(['cents', 'status'])
      .where('player_id', '=', player.id)
      .execute();
    expect(pending).toEqual(Array.from({ length: 10 }, () => ({ cents: WITHDRAWAL, status: 2 })));
    await expectInvariants();
  });
});

describe('one bonus code claimed many times at once', () => {
  it('50 claims from two sessions of one player give one bonus and one credit', async () => {
    const { db } = server.services;
    const player = await newPlayer(server);
    const tabs = [player.token, await server.login(player.username, player.password)];
    const code = await db
      .selectFrom('bonus_codes as c')
      .innerJoin('bonus_definitions as d', 'd.id', 'c.definition_id')
      .select(['c.id', 'd.amount_cents'])
      .where('c.code', '=', 'ROYAL100')
      .executeTakeFirstOrThrow();

    const answers = await allAtOnce(
      '50 concurrent claims of one code',
      Array.from(
        { length: 50 },
        (_, index) => () =>
          server.call('/bonus/claimcode', { code: 'royal100' }, { token: tabs[index % 2] }),
      ),
    );
    const outcomes = answers.map((answer) => `${answer.status} ${String(answer.success)}`);
    console.log(`${server.engine}: claim answers`, tally(outcomes));

    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    // The others are refused as a used code, or, once the refusals reach the guessing limit,
    // with HTTP 429; never an error.
    for (const answer of answers.filter((each) => !each.success)) {
      expect(answer.data).toBeNull();
      if (answer.status === 200) expect(answer.message).toBe(en('bonus:codeUsed'));
      else expect(answer.status).toBe(429);
    }
    const bonuses = await db
      .selectFrom('player_bonuses')
      .select(['code_id', 'amount_cents'])
      .where('player_id', '=', player.id)
      .execute();
    expect(bonuses).toEqual([{ code_id: code.id, amount_cents: code.amount_cents }]);
    const credits = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('player_id', '=', player.id)
      .where('kind', '=', 'bonus')
      .execute();
    expect(credits).toHaveLength(1);
    expect(await balanceOf(db, player.id)).toBe(code.amount_cents);
    expect(await walletEntries(player.id)).toBe(code.amount_cents);
    await expectInvariants();
  });
});

describe('one bonus code claimed many times at once, below the rate limits', () => {
  it('50 claims racing in the claim itself give one bonus: the others are told the code is used', async () => {
    // Over HTTP one player has at most ten refused code claims an hour, so most of the 50
    // above never reach the claim; here all 50 do.
    const { db } = server.services;
    const player = await newPlayer(server);
    const claims = await allAtOnce(
      '50 concurrent claims of one code (the claim itself)',
      Array.from({ length: 50 }, () => () => claimCode(server.services, player.id, 'ROYAL100')),
    );
    expect(tally(claims.map((claim) => (claim.ok ? 'given' : claim.reason)))).toEqual({
      given: 1,
      used: 49,
    });
    const bonuses = await db
      .selectFrom('player_bonuses')
      .select('id')
      .where('player_id', '=', player.id)
      .execute();
    expect(bonuses).toHaveLength(1);
    expect(await walletEntries(player.id)).toBe(await balanceOf(db, player.id));
    await expectInvariants();
  });
});

describe('bets from two tabs against a loss limit', () => {
  interface WalletAnswer {
    status: string;
    balance?: number;
  }

  /** A stake taken through the demo provider's signed wallet call, in a round of its own. */
  async function bet(gameSession: string, cents: number): Promise<WalletAnswer> {
    const text = JSON.stringify({
      token: gameSession,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount: cents,
    });
    const response = await games.request('/demo/games/wallet/bet', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': sign(walletKey(server.services.config.secret), text),
      },
      body: text,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as WalletAnswer;
  }

  async function launch(token: string, code: string): Promise<string> {
    const answer = await server.call<string>('/casino/dtlaunchurl', { code }, { token });
    expect(answer).toMatchObject({ success: true });
    return new URL(answer.data).searchParams.get('session') ?? '';
  }

  it('stops the stakes of both tabs at ₺100.00 of losses, to the cent', async () => {
    const { db } = server.services;
    const player = await newPlayer(server);
    await fund(player.id, 50_000);
    const limit = await server.call(
      '/protection/setlimit',
      { kind: 2, day: 100, week: null, month: null },
      { token: player.token },
    );
    expect(limit).toMatchObject({ success: true });
    // Two tabs: two logins, each playing its own game.
    const tabs = [player.token, await server.login(player.username, player.password)];
    const gameCodes = await db
      .selectFrom('games')
      .select('code')
      .where('launch_provider', '=', 'dt')
      .where('position', 'is not', null)
      .orderBy('code')
      .limit(2)
      .execute();
    const sessions = await Promise.all(
      tabs.map((token, index) => launch(token, gameCodes[index]?.code ?? '')),
    );

    // 40 stakes of ₺3.00: 33 fit under ₺100.00 (₺99.00), the 34th would pass it.
    const threes = await allAtOnce(
      '40 concurrent bets of 3.00 from two tabs',
      Array.from({ length: 40 }, (_, index) => () => bet(sessions[index % 2] ?? '', 300)),
    );
    expect(tally(threes.map((answer) => answer.status))).toEqual({ OK: 33, PLAY_REFUSED: 7 });
    // 10 stakes of ₺1.00: exactly one fits, and the losses reach the limit exactly.
    const ones = await allAtOnce(
      '10 concurrent bets of 1.00 from two tabs',
      Array.from({ length: 10 }, (_, index) => () => bet(sessions[index % 2] ?? '', 100)),
    );
    expect(tally(ones.map((answer) => answer.status))).toEqual({ OK: 1, PLAY_REFUSED: 9 });
    expect((await bet(sessions[0] ?? '', 1)).status).toBe('PLAY_REFUSED');
    expect((await bet(sessions[1] ?? '', 1)).status).toBe('PLAY_REFUSED');

    const { rows } = await sql<{ cents: number | null }>`
      select sum(e.amount) as cents from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.player_id = ${player.id} and t.kind = 'bet' and a.code = 'wallet'`.execute(db);
    expect(Number(rows[0]?.cents)).toBe(-10_000);
    expect(await balanceOf(db, player.id)).toBe(40_000);
    const limits = await server.call<{
      limits: Array<{ kind: number; period: number; used: number }>;
    }>('/protection/limits', undefined, { token: tabs[1], method: 'GET' });
    expect(limits.data.limits.find((each) => each.kind === 2 && each.period === 1)?.used).toBe(100);
    await expectInvariants();
  });
});
