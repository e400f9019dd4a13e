// @vitest-environment node
// Two servers on one PostgreSQL, as deployed behind a load balancer: each `node server/main.ts`
// in its own process, both started at once on an empty database. A player logs in through A,
// holds a hub connection on B (the real SignalR client), and what happens through A reaches
// that connection: pushes, and the end of the session.
// eslint-disable-next-line no-restricted-imports
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { migrationFiles } from '../../server/db/migrate.ts';
import { hashToken } from '../../server/security/tokens.ts';
import { call, connectHub, logIn } from './support/player-client.ts';
import type { ServerProcess } from './support/server-process.ts';
import { startTwoProcesses, type TwoProcesses } from './support/two-processes.ts';
import { until as untilWithin } from './support/until.ts';

/** How long a message may take to cross before the test says it never came. */
const ARRIVAL_DEADLINE_MS = 30_000;

let nodes: TwoProcesses;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  // Both at once, on a database with no tables yet.
  nodes = await startTwoProcesses({
    name: 'two-nodes',
    seeded: false,
    env: { LOG_LEVEL: 'info' },
  });
  ({ a, b } = nodes);
}, 180_000);

afterAll(async () => {
  // A server stopped with SIGTERM closes its hub, its listener and its pool, and exits 0.
  expect(await nodes?.stop()).toEqual([0, 0]);
});

const until = <T>(what: string, look: () => T | undefined | Promise<T | undefined>) =>
  untilWithin(what, look, { withinMs: ARRIVAL_DEADLINE_MS, everyMs: 50 });

function rejectAfter(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(what)), ms).unref());
}

/** The backend of a server's hub listener (its connection names the server's hub node). */
async function listenerOf(node: ServerProcess): Promise<number | undefined> {
  const ready = node.logs().find((line) => line['msg'] === 'database ready');
  const hubNode = ready?.['hubNode'];
  if (typeof hubNode !== 'string') throw new Error(`no hub node in the log:\n${node.output()}`);
  const { rows } = await nodes.sql.query<{ pid: number }>(
    `select pid from pg_stat_activity where application_name = $1 and datname = current_database()`,
    [`casino-hub ${hubNode}`],
  );
  return rows[0]?.pid;
}

describe('two servers on one PostgreSQL', () => {
  it('start together on an empty database: one migrates and seeds, the other finds it done', async () => {
    const ready = [a, b].map((node) =>
      node.logs().find((line) => line['msg'] === 'database ready'),
    );
    expect(ready.map((line) => line?.['engine'])).toEqual(['postgres', 'postgres']);
    const migrated = ready.map((line) => (line?.['migrations'] as string[] | undefined)?.length);
    expect(migrated.sort()).toEqual([0, migrationFiles().length]);
    expect(ready.map((line) => line?.['seeded']).sort()).toEqual([false, true]);
    const { rows } = await nodes.sql.query<{ name: string; count: string }>(
      `select (select count(*) from schema_migrations) as migrations,
              (select count(*) from players where username = 'demo') as demos`,
    );
    expect(rows[0]).toEqual({ migrations: String(migrationFiles().length), demos: '1' });
  });

  it('take a session made through one on the other', async () => {
    const session = await logIn(a);
    const balance = await call(b, '/user/balance', { token: session, method: 'GET' });
    expect(balance).toMatchObject({ status: 200, success: true, data: { balance: 1250.75 } });
    await call(b, '/auth/logout', { token: session, method: 'GET' });
    expect(await call(a, '/user/balance', { token: session, method: 'GET' })).toMatchObject({
      status: 401,
      success: false,
    });
  });

  it('bring a notification, a limit alert and a deposit made through A to a connection on B', async () => {
    const session = await logIn(a);
    const hub = await connectHub(b, a, session);

    const claim = await call(a, '/bonus/claimcode', {
      token: session,
      body: { code: 'HOSGELDIN50' },
      key: true,
    });
    expect(claim).toMatchObject({ status: 200, success: true });
    const bonus = await until('the bonus notification on B', () =>
      hub.received.find((push) => push.message['title'] === 'HOSGELDIN50'),
    );
    expect(bonus).toMatchObject({ command: 'Notification', message: { note: claim.message } });

    // A daily deposit limit of ₺100, then a deposit of ₺80 through the provider's page: the
    // waiting deposit already uses 80 % of the limit.
    const limit = await call(a, '/protection/setlimit', {
      token: session,
      body: { kind: 1, day: 100, week: null, month: null },
    });
    expect(limit).toMatchObject({ success: true });
    const balance = async () =>
      (await call<{ balance: number }>(b, '/user/balance', { token: session, method: 'GET' })).data
        .balance;
    const before = await balance();
    const deposit = await call<string>(a, '/payment/deposit', {
      token: session,
      body: { id: 13, target: 'pay', detail: { Amount: 80, AccountNo: '1' } },
      key: true,
    });
    expect(deposit).toMatchObject({ status: 200, success: true });
    const alert = await until('the limit alert on B', () =>
      hub.received.find((push) => push.command === 'LimitAlert'),
    );
    expect(alert.message).toMatchObject({ percent: 80, used: 80, amount: 100 });

    // Both servers confirm the deposit at the same moment, and A's provider timer confirms it
    // too: it is paid once and announced once.
    const ref = new URL(deposit.data).searchParams.get('payment') ?? '';
    const confirm = (node: ServerProcess) =>
      fetch(`${node.url}/demo/checkout/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment: ref }).toString(),
        redirect: 'manual',
      });
    const answers = await Promise.all([confirm(a), confirm(b), confirm(a), confirm(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303]);
    const paid = await until('the deposit notification on B', () =>
      hub.received.find((push) => push.message['type'] === 1),
    );
    expect(paid.message['note']).toContain('80.00');
    // Past the moment the provider's timer fires (1.5 s after the deposit) and then some.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(hub.received.filter((push) => push.message['type'] === 1)).toHaveLength(1);
    expect(await balance()).toBeCloseTo(before + 80, 2);
    const { rows } = await nodes.sql.query<{ status: number; deposits: string; notes: string }>(
      `select p.status,
              (select count(*) from ledger_transactions
                where external_id = 'payment:' || p.id) as deposits,
              (select count(*) from notifications n
                where n.player_id = p.player_id and n.type = '1'
                  and n.created_at >= p.created_at) as notes
         from payments p where checkout_ref_hash = $1`,
      [hashToken(ref)],
    );
    expect(rows).toEqual([{ status: TransactionStatus.Confirmed, deposits: '1', notes: '1' }]);

    await hub.connection.stop();
  });

  it('close the connection on B, with its reason, when the player logs out through A', async () => {
    const session = await logIn(a);
    const hub = await connectHub(b, a, session);
    expect(hub.connection.state).toBe(HubConnectionState.Connected);
    const logout = await call(a, '/auth/logout', { token: session, method: 'GET' });
    expect(logout).toMatchObject({ status: 200, success: true });
    const closed = await Promise.race([
      hub.closed,
      rejectAfter(ARRIVAL_DEADLINE_MS, 'B did not close the connection'),
    ]);
    expect(closed?.message).toMatch(/logout/i);
    expect(hub.connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('listen again after B’s listener is cut off, and close what ended meanwhile', async () => {
    const kept = await logIn(a);
    const keptHub = await connectHub(b, a, kept);
    const ended = await logIn(a);
    const endedHub = await connectHub(b, a, ended);
    // The session ends without a word to the servers (as if its message were sent while B was
    // not listening), then B's listening connection is killed.
    const { rows } = await nodes.sql.query<{ id: number }>(
      `update sessions set ended_at = now(), end_reason = 'logout'
        where token_hash = $1 and ended_at is null returning id`,
      [hashToken(ended)],
    );
    expect(rows).toHaveLength(1);
    const first = await listenerOf(b);
    expect(first).toBeDefined();
    await nodes.sql.query('select pg_terminate_backend($1)', [first]);

    const closed = await Promise.race([
      endedHub.closed,
      rejectAfter(ARRIVAL_DEADLINE_MS, 'B did not close the ended session'),
    ]);
    expect(closed?.message).toMatch(/logout/i);
    const second = await until('B listening again', async () => {
      const pid = await listenerOf(b);
      return pid !== undefined && pid !== first ? pid : undefined;
    });
    expect(second).not.toBe(first);
    expect(keptHub.connection.state).toBe(HubConnectionState.Connected);

    // Pushes made through A reach B again.
    const claim = await call(a, '/bonus/claimcode', {
      token: kept,
      body: { code: 'ROYAL100' },
      key: true,
    });
    expect(claim).toMatchObject({ status: 200, success: true });
    await until('the bonus notification on B after the reconnect', () =>
      keptHub.received.find((push) => push.message['title'] === 'ROYAL100'),
    );
    await keptHub.connection.stop();
  });
});
