// @vitest-environment node
// Work every server runs on its own timer, with two servers on one PostgreSQL running it at the
// same moments: each reality check is pushed once, each deposit the provider confirms is paid
// and announced once. Neither server's hub is shared here, so what each pushes is its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueDeposits } from '../../server/payments/deposits.ts';
import { runRealityChecks } from '../../server/realtime-checks/reality-checks.ts';
import { bootTwoNodes, type InProcessNode, type TwoNodes } from './support/in-process-node.ts';

let nodes: TwoNodes;
let x: InProcessNode;
let y: InProcessNode;
const clock = { now: new Date() };
const ROUNDS = 10;

beforeAll(async () => {
  nodes = await bootTwoNodes({ clock, shared: false });
  ({ x, y } = nodes);
});

afterAll(async () => {
  await nodes?.close();
});

const both = () => [...x.pushed, ...y.pushed];

/** Runs `work` on both servers ROUNDS times, all at once. */
async function everywhereAtOnce<T>(work: (node: InProcessNode) => Promise<T>): Promise<T[]> {
  const runs: Array<Promise<T>> = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(work(x), work(y));
  return Promise.all(runs);
}

describe('two servers running the same timers', () => {
  it('push each reality check once', async () => {
    const token = await x.login();
    await x.call('/protection/realitycheck', { minutes: 15 }, token);
    const checks = () =>
      both()
        .filter((push) => push.args[0] === 'RealityCheck')
        .map((push) => push.args[1] as { startedAt: string; checks: number });
    for (const interval of [1, 2, 3]) {
      clock.now = new Date(clock.now.getTime() + 15 * 60_000 + 1_000);
      const sent = await everywhereAtOnce((node) => runRealityChecks(node.booted.services));
      const ofThisInterval = checks().filter((check) => check.checks === interval);
      console.log(
        `interval ${interval}: ${sent.reduce((sum, n) => sum + n, 0)} sent by ${2 * ROUNDS} runs`,
      );
      // The new session's check went, and no check of any session went twice.
      expect(ofThisInterval.length).toBeGreaterThan(0);
      const keys = checks().map((check) => `${check.startedAt}#${check.checks}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('confirm a deposit once when both servers settle it at once', async () => {
    const token = await x.login();
    const address = await x.call<string>(
      '/payment/deposit',
      { id: 13, target: 'pay', detail: { Amount: 60, AccountNo: '1' } },
      token,
    );
    expect(address).toContain('/demo/checkout');
    const { db } = x.booted.services;
    const payment = await db
      .selectFrom('payments')
      .select(['id', 'player_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = { x: x.pushed.length, y: y.pushed.length };
    // The provider's moment has come on both servers' clocks.
    clock.now = new Date(clock.now.getTime() + 2_000);
    const confirmed = await everywhereAtOnce((node) =>
      settleDueDeposits(node.booted.services, { paymentId: payment.id }),
    );
    expect(confirmed.reduce((sum, n) => sum + n, 0)).toBe(1);
    const deposits = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'deposit')
      .where('player_id', '=', payment.player_id)
      .where('created_at', '>=', new Date(clock.now.getTime() - 5_000))
      .execute();
    expect(deposits).toHaveLength(1);
    const announced = [...x.pushed.slice(before.x), ...y.pushed.slice(before.y)].filter(
      (push) => push.args[0] === 'Notification',
    );
    expect(announced).toHaveLength(1);
    expect(announced[0]?.args[1]).toMatchObject({ type: 1 });
  });
});
