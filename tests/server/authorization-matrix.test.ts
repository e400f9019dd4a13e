// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResponseSchema } from '../../generated/response-schemas.ts';
import { checkAnswer, type ResponseSchema } from '../../scripts/conformance/check.ts';
import { demoGameRoutes } from '../../server/demo-games/routes.ts';
import { sign, walletKey } from '../../server/demo-games/signature.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { translator } from '../../server/i18n/i18n.ts';
import { checkInvariants } from '../../server/money/invariants.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import { hashToken } from '../../server/security/tokens.ts';
import { contractOperations, type ContractOperation } from './authorization/contract-operations.ts';
import { playerRowCounts, tracesIn, type PlayerTraces } from './authorization/player-traces.ts';
import {
  dtGame,
  launchDemoGame,
  playerWithRows,
  type PlayerWithRows,
} from './authorization/player-with-rows.ts';
import { newPlayer } from './support/protection-players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Who may do what, generated from the contract: every operation is called with no token, with
// malformed tokens, with the token of a session that was logged out, with the token of a player
// who has since taken a break (a break ends every session), and as another player. An operation
// whose `security` requires the bearer token answers the first four with 401 in the envelope and
// changes nothing; one a visitor may call answers them as it answers a visitor. No answer, in
// any case, carries anything of player A (names, e-mail, phone, tokens, the ids of A's rows),
// and an id of A's rows sent by player B is refused exactly as an id that does not exist.

const OPERATIONS = contractOperations();
const CASES = ['none', 'malformed', 'ended', 'break', 'other'] as const;
type Case = (typeof CASES)[number];
const SESSION_ENDED = translator('en')('common:sessionEnded');
/** An id no row has: every sequence was moved past 1e9 before A's rows were made. */
const ABSENT_ID = 999_999_999;
const DAY = 86_400_000;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: unknown;
}

let server: TestServer;
let games: Hono<AppEnv>;
let a: PlayerWithRows;
const b = { id: 0, username: 'yeni', password: 'yeni123', token: '' };
let endedToken: string;
let breakToken: string;
const demoTraces: PlayerTraces = {
  who: 'demo',
  texts: ['demo', 'demo@example.com', '905551112233', 'Jamil', 'Kreiger', '10000001'],
  ids: new Set(),
};

/** Calls an operation as the site does, with `authorization` as the raw header (or none). */
async function send(
  op: ContractOperation,
  authorization: string | undefined,
  body: unknown = bodyFor(op),
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-locale': 'en' };
  if (authorization !== undefined) headers.authorization = authorization;
  const query = new URLSearchParams(op.query).toString();
  const init: RequestInit = { method: op.method, headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await server.app.request(`/api${op.path}${query ? `?${query}` : ''}`, init);
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Left null: the contract check names a body that is not JSON.
  }
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: text,
    json,
  };
}

const bearer = (token: string) => `Bearer ${token}`;

/**
 * Headers that must open no session, built around B's live token: no token after the scheme,
 * made-up and never-issued tokens, the live token cut or lengthened by one character, another
 * scheme, two tokens, the token without its scheme, SQL in the token, a very long token.
 */
const malformedHeaders = (live: string) => [
  'Bearer',
  'Bearer not-a-session-token',
  bearer(randomBytes(32).toString('base64url')),
  bearer(`${live}x`),
  bearer(live.slice(0, -1)),
  `Basic ${Buffer.from(`${b.username}:${b.password}`).toString('base64')}`,
  `Bearer ${live} ${live}`,
  live,
  "Bearer ' OR '1'='1",
  bearer('A'.repeat(4096)),
];

let namedAccounts = 0;

/**
 * The contract's documented body, with two changes: a time window covers the test's clock, and
 * a body naming an account (login aside, which logs B in) names a new one on every call. The
 * matrix calls each operation fourteen times; the per-account rate limits (a reset code guessed
 * ten times) would otherwise count them as one guesser's, and they are not what it tests.
 */
function bodyFor(op: ContractOperation): unknown {
  if (op.operationId === 'login') return { username: b.username, password: b.password };
  const body = op.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = { ...(body as Record<string, unknown>) };
  if (typeof record.username === 'string') {
    namedAccounts += 1;
    record.username = `${record.username}${namedAccounts}`;
  }
  if (typeof record.from === 'string' && typeof record.to === 'string') {
    const now = server.clock.now.getTime();
    record.from = new Date(now - 30 * DAY).toISOString();
    record.to = new Date(now + DAY).toISOString();
  }
  return record;
}

/** What B sends: the ids of A's rows where an operation takes an id, else the usual body. */
function bodyOfB(op: ContractOperation): unknown {
  const pointedAtA: Partial<Record<string, unknown>> = {
    cancelWithdraw: { id: a.withdrawalId },
    claimBonus: { id: a.offerId },
    readNotification: { id: [a.notificationId] },
    answerRealityCheck: { startedAt: a.sessionStartedAt, checks: 1, answer: 'continue' },
    cancelLimitChange: a.pendingLimit,
  };
  return op.operationId in pointedAtA ? pointedAtA[op.operationId] : bodyFor(op);
}

/** B's token, logged in again when an operation ended the session (logout). */
async function liveTokenOfB(): Promise<string> {
  const probe = await server.call('/user/balance', undefined, { token: b.token, method: 'GET' });
  if (probe.status === 401) b.token = await server.login(b.username, b.password);
  return b.token;
}

/** The contract's verdict on one answer: declared status, JSON, envelope, the 200 schema. */
async function contractViolations(op: ContractOperation, answer: Answer): Promise<string[]> {
  const schema = await loadResponseSchema(op.method, op.path, answer.status);
  return checkAnswer(answer, op.declared, schema as ResponseSchema | undefined).map(
    (violation) => `${violation.kind} at ${violation.path}: ${violation.message}`,
  );
}

/** An operation that only reads, by the contract's naming (getX, searchX). */
const isRead = (op: ContractOperation) => /^(get|search)[A-Z]/.test(op.operationId);

/** A signed call of the demo game provider's wallet, as its servers make it. */
async function wallet(name: 'win' | 'rollback', body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  const response = await games.request(`/demo/games/wallet/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': sign(walletKey(server.services.config.secret), text),
    },
    body: text,
  });
  return { status: response.status, answer: (await response.json()) as { status: string } };
}

async function expectDone(answer: Promise<{ success: boolean; message: string | null }>) {
  expect(await answer).toMatchObject({ success: true });
}

beforeAll(async () => {
  server = await startTestServer();
  games = new Hono<AppEnv>();
  demoGameRoutes(games, server.services);
  const { db } = server.services;
  b.id = (
    await db
      .selectFrom('players')
      .select('id')
      .where('username', '=', b.username)
      .executeTakeFirstOrThrow()
  ).id;
  b.token = await server.login(b.username, b.password);

  // A session logged out: its token opens nothing any more.
  endedToken = await server.login(b.username, b.password);
  await expectDone(server.call('/auth/logout', undefined, { token: endedToken, method: 'GET' }));

  // A player with two sessions (two devices) who takes a break on one: both sessions end, and
  // the token of the other device is the one tried.
  const resting = await newPlayer(server);
  breakToken = await server.login(resting.username, resting.password);
  await expectDone(
    server.call(
      '/protection/break',
      { period: 1, password: resting.password },
      { token: resting.token },
    ),
  );
  const again = await server.call('/auth/login', {
    username: resting.username,
    password: resting.password,
  });
  expect(again.success).toBe(false);

  a = await playerWithRows(server);
  // B's sessions from now on start after A's, so a session's start names one session.
  server.clock.advance(60_000);
  b.token = await server.login(b.username, b.password);
  // Booting an embedded database and making the players takes a while on a busy machine.
}, 180_000);
afterAll(() => server.close());

describe('the traces of a player', () => {
  it("are found in that player's own answers (the search below can fail)", async () => {
    const history = await server.call(
      '/transaction/history',
      bodyFor(
        OPERATIONS.find((op) => op.operationId === 'getTransactionHistory') as ContractOperation,
      ),
      { token: a.token },
    );
    expect(tracesIn(history.data, a.traces).join('\n')).toContain(`row id ${a.withdrawalId}`);
    const login = await server.call('/auth/login', { username: a.username, password: a.password });
    expect(tracesIn(login.data, a.traces).join('\n')).toContain(`A's "${a.username}"`);
  });
});

describe('every operation of the contract × who calls it', () => {
  const table = new Map<string, Record<Case, string>>();
  const pushesToA = () => server.pushed.filter((push) => push.playerId === a.id).length;
  let pushesBefore = 0;
  beforeAll(() => {
    pushesBefore = pushesToA();
  });

  afterAll(() => {
    const width = Math.max(...OPERATIONS.map((op) => op.operationId.length)) + 10;
    const lines = [
      ['operation'.padEnd(width), ...CASES.map((name) => name.padStart(11))].join(''),
      ...[...table].map(([name, row]) =>
        [name.padEnd(width), ...CASES.map((name) => row[name].padStart(11))].join(''),
      ),
    ];
    console.log(`Authorization matrix on ${server.engine} (HTTP status)\n${lines.join('\n')}`);
  });

  it.each(OPERATIONS)('$operationId ($method $path)', async (op) => {
    const { db } = server.services;
    const live = await liveTokenOfB();
    const rowsBefore = await playerRowCounts(db);
    const visitor = await send(op, undefined);
    const malformed = [];
    for (const header of malformedHeaders(live)) malformed.push(await send(op, header));
    const ended = await send(op, bearer(endedToken));
    const onBreak = await send(op, bearer(breakToken));
    const refusedAnswers = [visitor, ...malformed, ended, onBreak];

    if (op.public) {
      for (const answer of refusedAnswers) {
        expect(answer.status).toBe(200);
        // A read answers a bad token exactly as it answers a visitor.
        if (isRead(op)) expect(answer.json).toEqual(visitor.json);
      }
    } else {
      expect(op.declared).toContain('401');
      for (const answer of refusedAnswers) {
        expect({ status: answer.status, body: answer.json }).toEqual({
          status: 401,
          body: { success: false, message: SESSION_ENDED, data: null },
        });
      }
      expect(await playerRowCounts(db)).toEqual(rowsBefore);
    }

    const other = await send(op, bearer(await liveTokenOfB()), bodyOfB(op));
    expect(other.status).toBe(200);
    // A read of B's own data succeeds, so what it answers is B's data, not a refusal.
    if (!op.public && isRead(op)) expect(other.json).toMatchObject({ success: true });

    for (const answer of [...refusedAnswers, other]) {
      expect(await contractViolations(op, answer)).toEqual([]);
      expect(tracesIn(answer.json, a.traces)).toEqual([]);
      expect(tracesIn(answer.json, demoTraces)).toEqual([]);
    }
    const malformedStatuses = [...new Set(malformed.map((answer) => answer.status))].join('/');
    table.set(`${op.operationId}${op.public ? ' (public)' : ''}`, {
      none: String(visitor.status),
      malformed: malformedStatuses,
      ended: String(ended.status),
      break: String(onBreak.status),
      other: String(other.status),
    });
  });

  it("sent nothing to A's hub connections while the others called", () => {
    expect(pushesToA()).toBe(pushesBefore);
  });
});

describe("ids of another player's rows are refused as if they did not exist", () => {
  const operation = (id: string) =>
    OPERATIONS.find((op) => op.operationId === id) as ContractOperation;

  /** B's answer for A's row, and for a row that does not exist: the same refusal. */
  async function refusedAsAbsent(operationId: string, mine: unknown, absent: unknown) {
    const op = operation(operationId);
    const token = bearer(await liveTokenOfB());
    const forA = await send(op, token, mine);
    const forNone = await send(op, token, absent);
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
    expect(await offerIds(await liveTokenOfB())).not.toContain(a.offerId);
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
    const token = await launchDemoGame(server, await liveTokenOfB(), game.code);
    const balance = await balanceOf(server.services.db, a.id);
    const win = (roundId: string) =>
      wallet('win', {
        token,
        transactionId: randomBytes(8).toString('hex'),
        roundId,
        amount: 100_000,
      });
    expect(await win(a.openRound.roundId)).toEqual(await win('no-such-round'));
    expect((await win(a.openRound.roundId)).answer.status).toBe('UNKNOWN_ROUND');
    const rollback = (referenceTransactionId: string) =>
      wallet('rollback', {
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
    const token = await liveTokenOfB();
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
    const token = await liveTokenOfB();
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
