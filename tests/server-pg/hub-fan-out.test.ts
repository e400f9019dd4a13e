// @vitest-environment node
// The hub's fan-out between servers on one PostgreSQL (server/hub/fan-out.ts), two servers
// booted in this process: what one pushes or ends reaches the other's connections, once, in
// order, whatever its size; a server does not hear itself.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMessage } from '../../server/hub/fan-out-message.ts';
import { runRealityChecks } from '../../server/realtime-checks/reality-checks.ts';
import { bootTwoNodes, type InProcessNode, type TwoNodes } from './support/in-process-node.ts';
import { until as untilWithin } from './support/until.ts';

const ARRIVAL_DEADLINE_MS = 20_000;

let nodes: TwoNodes;
let x: InProcessNode;
let y: InProcessNode;
const clock = { now: new Date() };

beforeAll(async () => {
  nodes = await bootTwoNodes({ clock, shared: true });
  ({ x, y } = nodes);
});

afterAll(async () => {
  await nodes?.close();
});

const until = <T>(what: string, look: () => T | undefined) =>
  untilWithin(what, look, { withinMs: ARRIVAL_DEADLINE_MS, everyMs: 2 });

describe('the hub fan-out', () => {
  it('gives a push to the sender’s own connections at once and to the other server’s once', async () => {
    const args = ['Notification', { id: 1, title: 'Deposit confirmed', note: '₺500.00' }];
    const started = performance.now();
    expect(x.booted.services.hub.send(901, 'NotifyMessage', args)).toBe(1);
    expect(x.pushed).toEqual([{ playerId: 901, target: 'NotifyMessage', args }]);
    await until('the push on Y', () => y.pushed.find((push) => push.playerId === 901));
    console.log(`one push crossed to Y in ${(performance.now() - started).toFixed(1)} ms`);
    // A marker sent after it has arrived too: the first came to each server once.
    x.booted.services.hub.send(902, 'NotifyMessage', ['marker']);
    await until('the marker on Y', () => y.pushed.find((push) => push.playerId === 902));
    expect(y.pushed.filter((push) => push.playerId === 901)).toEqual([
      { playerId: 901, target: 'NotifyMessage', args },
    ]);
    expect(x.pushed.filter((push) => push.playerId === 901)).toHaveLength(1);
  });

  it('ends a session’s connections on the other server with the reason', async () => {
    y.booted.services.hub.closeSession(77, 'break');
    expect(y.closed).toContainEqual({ sessionId: 77, reason: 'break' });
    await until('the close on X', () => x.closed.find((close) => close.sessionId === 77));
    expect(x.closed.filter((close) => close.sessionId === 77)).toEqual([
      { sessionId: 77, reason: 'break' },
    ]);
  });

  it('keeps the order of a burst of pushes', async () => {
    const started = performance.now();
    for (let n = 0; n < 200; n += 1) x.booted.services.hub.send(903, 'NotifyMessage', [n]);
    await until('the whole burst on Y', () =>
      y.pushed.filter((push) => push.playerId === 903).length === 200 ? true : undefined,
    );
    console.log(`200 pushes crossed to Y in ${(performance.now() - started).toFixed(1)} ms`);
    const order = y.pushed.filter((push) => push.playerId === 903).map((push) => push.args[0]);
    expect(order).toEqual([...Array(200).keys()]);
  });

  it('carries a message over NOTIFY’s 8000 bytes through a stored row, unchanged', async () => {
    // 20,000 characters, most of them two bytes in UTF-8.
    const note = 'Şans ğüzel '.repeat(2_000);
    const args = ['Notification', { id: 2, title: 'Long', note }];
    x.booted.services.hub.send(904, 'NotifyMessage', args);
    x.booted.services.hub.send(904, 'NotifyMessage', ['after']);
    await until('both on Y', () =>
      y.pushed.filter((push) => push.playerId === 904).length === 2 ? true : undefined,
    );
    expect(y.pushed.filter((push) => push.playerId === 904).map((push) => push.args)).toEqual([
      args,
      ['after'],
    ]);
  });

  it('sends a message of 7999 bytes as it is and stores one of 8000', async () => {
    const { fanOut, services } = x.booted;
    if (!fanOut) throw new Error('X has no fan-out');
    const sized = (bytes: number) => {
      const action = { kind: 'send' as const, playerId: 905, target: 'NotifyMessage', args: [''] };
      const overhead = encodeMessage({ node: fanOut.node, action }).length;
      return ['x'.repeat(bytes - overhead)];
    };
    const stored = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from hub_messages`.execute(services.db))
          .rows[0]?.n,
      );
    const storedBefore = await stored();
    services.hub.send(905, 'NotifyMessage', sized(7999));
    services.hub.send(905, 'NotifyMessage', sized(8000));
    await until('both on Y', () =>
      y.pushed.filter((push) => push.playerId === 905).length === 2 ? true : undefined,
    );
    const lengths = y.pushed
      .filter((push) => push.playerId === 905)
      .map((push) => String(push.args[0]).length);
    expect(lengths).toEqual([sized(7999)[0]?.length, sized(8000)[0]?.length]);
    expect(await stored()).toBe(storedBefore + 1);
  });

  it('brings the reality check one server decides to the player’s connection on the other', async () => {
    const token = await x.login();
    await x.call('/protection/realitycheck', { minutes: 15 }, token);
    const demo = await x.booted.services.db
      .selectFrom('players')
      .select('id')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    clock.now = new Date(clock.now.getTime() + 15 * 60_000 + 1_000);
    expect(await runRealityChecks(x.booted.services)).toBeGreaterThan(0);
    const check = await until('the reality check on Y', () =>
      y.pushed.find((push) => push.playerId === demo.id && push.args[0] === 'RealityCheck'),
    );
    expect(check.args[1]).toMatchObject({ checks: 1, minutes: 15 });
  });
});
