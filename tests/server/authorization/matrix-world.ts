import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { loadResponseSchema } from '../../../generated/response-schemas.ts';
import { checkAnswer, type ResponseSchema } from '../../../scripts/conformance/check.ts';
import { translator } from '../../../server/i18n/i18n.ts';
import { newPlayer } from '../support/protection-players.ts';
import { startTestServer } from '../support/test-server.ts';
import { contractOperations, type ContractOperation } from './contract-operations.ts';
import type { PlayerTraces } from './player-traces.ts';
import { playerWithRows } from './player-with-rows.ts';

// The players of the authorization tests: A, whose rows no one else may see; B ("yeni"), who
// calls every operation; a session of B's logged out; a player's session ended by a break on
// another device. And how an operation is called: as the site does, with a raw header.
export const OPERATIONS = contractOperations();
export const CASES = ['none', 'malformed', 'ended', 'break', 'other'] as const;
export type Case = (typeof CASES)[number];
export const SESSION_ENDED = translator('en')('common:sessionEnded');
/** An id no row has: every sequence was moved past 1e9 before A's rows were made. */
export const ABSENT_ID = 999_999_999;
const DAY = 86_400_000;

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: unknown;
}

export const demoTraces: PlayerTraces = {
  who: 'demo',
  texts: ['demo', 'demo@example.com', '905551112233', 'Jamil', 'Kreiger', '10000001'],
  ids: new Set(),
};

export const bearer = (token: string) => `Bearer ${token}`;

/** An operation that only reads, by the contract's naming (getX, searchX). */
export const isRead = (op: ContractOperation) => /^(get|search)[A-Z]/.test(op.operationId);

/** The contract's verdict on one answer: declared status, JSON, envelope, the 200 schema. */
export async function contractViolations(op: ContractOperation, answer: Answer): Promise<string[]> {
  const schema = await loadResponseSchema(op.method, op.path, answer.status);
  return checkAnswer(answer, op.declared, schema as ResponseSchema | undefined).map(
    (violation) => `${violation.kind} at ${violation.path}: ${violation.message}`,
  );
}

async function expectDone(answer: Promise<{ success: boolean; message: string | null }>) {
  expect(await answer).toMatchObject({ success: true });
}

export type MatrixWorld = Awaited<ReturnType<typeof startMatrixWorld>>;

export async function startMatrixWorld() {
  const server = await startTestServer();
  const b = { id: 0, username: 'yeni', password: 'yeni123', token: '' };
  b.id = await server.idOf(b.username);
  b.token = await server.login(b.username, b.password);

  // A session logged out: its token opens nothing any more.
  const endedToken = await server.login(b.username, b.password);
  await expectDone(server.call('/auth/logout', undefined, { token: endedToken, method: 'GET' }));

  // A player with two sessions (two devices) who takes a break on one: both sessions end, and
  // the token of the other device is the one tried.
  const resting = await newPlayer(server);
  const breakToken = await server.login(resting.username, resting.password);
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

  const a = await playerWithRows(server);
  // B's sessions from now on start after A's, so a session's start names one session.
  server.clock.advance(60_000);
  b.token = await server.login(b.username, b.password);

  let namedAccounts = 0;

  /**
   * The contract's documented body, with two changes: a time window covers the test's clock,
   * and a body naming an account (login aside, which logs B in) names a new one on every call.
   * The matrix calls each operation fourteen times; the per-account rate limits (a reset code
   * guessed ten times) would otherwise count them as one guesser's, and they are not what it
   * tests.
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

  return {
    server,
    a,
    b,
    endedToken,
    breakToken,
    bodyFor,
    bodyOfB,

    /** B's token, logged in again when an operation ended the session (logout). */
    async liveTokenOfB(): Promise<string> {
      const probe = await server.call('/user/balance', undefined, {
        token: b.token,
        method: 'GET',
      });
      if (probe.status === 401) b.token = await server.login(b.username, b.password);
      return b.token;
    },

    /** Calls an operation as the site does, with `authorization` as the raw header (or none). */
    async send(
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
    },

    /**
     * Headers that must open no session, built around B's live token: no token after the scheme,
     * made-up and never-issued tokens, the live token cut or lengthened by one character, another
     * scheme, two tokens, the token without its scheme, SQL in the token, a very long token.
     */
    malformedHeaders: (live: string) => [
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
    ],
  };
}
