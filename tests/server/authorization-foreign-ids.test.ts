// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../server/money/invariants.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import { hashToken } from '../../server/security/tokens.ts';
import type { ContractOperation } from './authorization/contract-operations.ts';
import {
  ABSENT_ID,
  bearer,
  OPERATIONS,
  startMatrixWorld,
  type MatrixWorld,
} from './authorization/matrix-world.ts';
import { dtGame, launchDemoGame, type PlayerWithRows } from './authorization/player-with-rows.ts';
import { demoProvider, type DemoProvider } from './support/demo-provider.ts';
import type { TestServer } from './support/test-server.ts';

// Ids of another player's rows: an id of player A's rows sent by player B is refused exactly as
// an id that does not exist, and changes nothing of A's; reads whose answers name no row give B
// B's own figures, never A's.

let world: MatrixWorld;
let server: TestServer;
let a: PlayerWithRows;
let b: MatrixWorld['b'];
let provider: DemoProvider;

beforeAll(async () => {
  world = await startMatrixWorld();
  ({ server, a, b } = world);
  provider = demoProvider(server);
  // Booting an embedded database and making the players takes a while on a busy machine.
}, 180_000);
afterAll(() => server.close());

describe("ids of another player's rows are refused as if they did not exist", () => {
  const operation = (id: string) =>
    OPERATIONS.find((op) => op.operationId === id) as ContractOperation;

  /** B's answer for A's row, and for a row that does not exist: the same refusal. */
  async function refusedAsAbsent(operationId: string, mine: unknown, absent: unknown) {
    const op = operation(operationId);
    const token = bearer(await world.liveTokenOfB());
    const forA = await world.send(op, token, mine);
    const forNone = await world.send(op, token, absent);
    expect(forA.json).toMatchObject({ success: false, data: null });
    expect({ status: forA.status, body: forA.json }).toEqual({
      status: forNone.status,
      body: forNone.json,
    });
  }

  it("cancelling A's pending withdrawal: refused, and it still waits with its money", async () => {
    const balance = await balanceOf(server.services.db, a.id);
    await refusedAsAbsent('cancelWithdraw', { id: a.withdrawalId }, { id: ABSENT_ID });
    const row = await server.services.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', a.withdrawalId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(2);
    expect(await balanceOf(server.services.db, a.id)).toBe(balance);
  });

  it("claiming A's own offer: refused, and only A is offered it", async () => {
    await refusedAsAbsent('claimBonus', { id: a.offerId }, { id: ABSENT_ID });
    const claimed = await server.services.db
      .selectFrom('player_bonuses')
      .select('id')
      .where('offer_id', '=', a.offerId)
      .execute();
    expect(claimed).toEqual([]);
    const offerIds = async (token: string) =>
      (
        await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
          token,
          method: 'GET',
        })
      ).data.map((offer) => offer.id);
    expect(await offerIds(a.token)).toContain(a.offerId);
    expect(await offerIds(await world.liveTokenOfB())).not.toContain(a.offerId);
  });

  it("marking A's notification read: refused, and it stays unread", async () => {
    await refusedAsAbsent('readNotification', { id: [a.notificationId] }, { id: [ABSENT_ID] });
    const row = await server.services.db
      .selectFrom('notifications')
      .select('is_read')
      .where('id', '=', a.notificationId)
      .executeTakeFirstOrThrow();
    expect(row.is_read).toBe(false);
  });

  it("answering A's reality check: refused, and nothing is kept for A's session", async () => {
    const answers = () =>
      server.services.db
        .selectFrom('reality_check_answers')
        .innerJoin('sessions', 'sessions.id', 'reality_check_answers.session_id')
        .select(['checks', 'answer'])
        .where('sessions.player_id', '=', a.id)
        .execute();
    const before = await answers();
    await refusedAsAbsent(
      'answerRealityCheck',
      { startedAt: a.sessionStartedAt, checks: 2, answer: 'logout' },
      { startedAt: '2001-01-01T00:00:00.000Z', checks: 2, answer: 'logout' },
    );
    expect(await answers()).toEqual(before);
  });

  it("cancelling A's pending limit raise: refused, and it still waits", async () => {
    const pending = () =>
      server.services.db
        .selectFrom('limit_changes')
        .select(['id', 'status'])
        .where('player_id', '=', a.id)
        .orderBy('id')
        .execute();
    const before = await pending();
    // B has no pending change of any kind: A's is answered as B's own absent one.
    await refusedAsAbsent('cancelLimitChange', a.pendingLimit, { kind: 3, period: 3 });
    expect(await pending()).toEqual(before);
  });

  it("settling A's open round from B's game session: refused as an unknown round or bet", async () => {
    const game = await dtGame(server, 'last');
    const token = await launchDemoGame(server, await world.liveTokenOfB(), game.code);
    const balance = await balanceOf(server.services.db, a.id);
    const win = (roundId: string) =>
      provider.wallet('win', {
        token,
        transactionId: randomBytes(8).toString('hex'),
        roundId,
        amount: 100_000,
      });
    expect(await win(a.openRound.roundId)).toEqual(await win('no-such-round'));
    expect((await win(a.openRound.roundId)).answer.status).toBe('UNKNOWN_ROUND');
    const rollback = (referenceTransactionId: string) =>
      provider.wallet('rollback', {
        token,
        transactionId: randomBytes(8).toString('hex'),
        referenceTransactionId,
      });
    expect(await rollback(a.openRound.betTransactionId)).toEqual(await rollback('no-such-bet'));
    expect((await rollback(a.openRound.betTransactionId)).answer.status).toBe(
      'UNKNOWN_TRANSACTION',
    );
    const round = await server.services.db
      .selectFrom('game_rounds')
      .select('status')
      .where('round_ref', '=', a.openRound.roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('open');
    expect(await balanceOf(server.services.db, a.id)).toBe(balance);
  });

  it("reading the play session: B's figures, never A's session or stakes", async () => {
    const token = await world.liveTokenOfB();
    const mine = await server.services.db
      .selectFrom('sessions')
      .select('started_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    const answer = await server.call<{ startedAt: string; bets: number; wins: number }>(
      '/protection/session',
      undefined,
      { token, method: 'GET' },
    );
    expect(answer.data).toMatchObject({
      startedAt: mine.started_at.toISOString(),
      bets: 0,
      wins: 0,
    });
    expect(answer.data.startedAt).not.toBe(a.sessionStartedAt);
  });
});

describe('reads whose answers name no row', () => {
  // Balance, favourites and limits carry no id or name to look for, so B's answers are compared
  // with B's own rows, and with what A has there.
  const read = <T>(path: string, token: string, query?: Record<string, string>) =>
    server.call<T>(path, query, { token, method: 'GET' });

  it("answer B's own balance, favourites and limits, never A's", async () => {
    const { db } = server.services;
    const token = await world.liveTokenOfB();
    const balance = await read<{ balance: number }>('/user/balance', token);
    expect(Math.round(balance.data.balance * 100)).toBe(await balanceOf(db, b.id));
    expect(balance.data.balance).not.toBe(
      (await read<{ balance: number }>('/user/balance', a.token)).data.balance,
    );

    const favourites = async (playerId: number) =>
      (
        await db
          .selectFrom('favorites')
          .select('game_code')
          .where('player_id', '=', playerId)
          .orderBy('id')
          .execute()
      ).map((row) => row.game_code);
    expect((await read<string[]>('/casino/favorites', token)).data).toEqual(await favourites(b.id));
    const ofA = await favourites(a.id);
    expect(ofA).not.toEqual([]);
    expect((await read<string[]>('/casino/favorites', token)).data).not.toContain(ofA[0]);

    type Limits = { limits: Array<{ kind: number; period: number; amount: number | null }> };
    const dailyLoss = (limits: Limits) =>
      limits.limits.find((limit) => limit.kind === 2 && limit.period === 1);
    expect(dailyLoss((await read<Limits>('/protection/limits', a.token)).data)).toMatchObject({
      amount: 500,
      pending: { amount: 600 },
    });
    expect(dailyLoss((await read<Limits>('/protection/limits', token)).data)).toMatchObject({
      amount: null,
      pending: null,
    });
  });
});

describe('afterwards', () => {
  it('every invariant of the money holds', async () => {
    expect(await checkInvariants(server.services.db)).toEqual([]);
  });
});
