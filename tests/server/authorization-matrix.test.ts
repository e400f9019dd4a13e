// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../server/money/invariants.ts';
import type { ContractOperation } from './authorization/contract-operations.ts';
import {
  bearer,
  CASES,
  contractViolations,
  demoTraces,
  isRead,
  OPERATIONS,
  SESSION_ENDED,
  startMatrixWorld,
  type Case,
  type MatrixWorld,
} from './authorization/matrix-world.ts';
import { playerRowCounts, tracesIn } from './authorization/player-traces.ts';
import { type PlayerWithRows } from './authorization/player-with-rows.ts';
import type { TestServer } from './support/test-server.ts';

// Who may do what, generated from the contract: every operation is called with no token, with
// malformed tokens, with the token of a session that was logged out, with the token of a player
// who has since taken a break (a break ends every session), and as another player. An operation
// whose `security` requires the bearer token answers the first four with 401 in the envelope and
// changes nothing; one a visitor may call answers them as it answers a visitor. No answer, in
// any case, carries anything of player A (names, e-mail, phone, tokens, the ids of A's rows),
// and an id of A's rows sent by player B is refused exactly as an id that does not exist.

let world: MatrixWorld;
let server: TestServer;
let a: PlayerWithRows;

beforeAll(async () => {
  world = await startMatrixWorld();
  ({ server, a } = world);
  // Booting an embedded database and making the players takes a while on a busy machine.
}, 180_000);
afterAll(() => server.close());

describe('the traces of a player', () => {
  it("are found in that player's own answers (the search below can fail)", async () => {
    const history = await server.call(
      '/transaction/history',
      world.bodyFor(
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
    const live = await world.liveTokenOfB();
    const rowsBefore = await playerRowCounts(db);
    const visitor = await world.send(op, undefined);
    const malformed = [];
    for (const header of world.malformedHeaders(live)) malformed.push(await world.send(op, header));
    const ended = await world.send(op, bearer(world.endedToken));
    const onBreak = await world.send(op, bearer(world.breakToken));
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

    const other = await world.send(op, bearer(await world.liveTokenOfB()), world.bodyOfB(op));
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

describe('afterwards', () => {
  it('every invariant of the money holds', async () => {
    expect(await checkInvariants(server.services.db)).toEqual([]);
  });
});
