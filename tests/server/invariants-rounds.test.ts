// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { one, startPlayedBench, type InvariantBench } from './support/invariant-bench.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The money's invariants over game rounds and stored idempotency keys, and the report's length.
// Every break is made inside an SQL transaction that is rolled back after the check.

let bench: InvariantBench;
setUpWorld(startPlayedBench, (world) => (bench = world));

describe('game rounds', () => {
  const round = async (betRef: string) =>
    one(
      await bench.server.services.db
        .selectFrom('game_rounds')
        .selectAll()
        .where('bet_ref', '=', betRef)
        .execute(),
    );

  it('reports a win the ledger did not pay, and a round reopened after its win', async () => {
    const won = await round('iv-b1');
    const raised = await bench.violationsAfter((trx) =>
      trx
        .updateTable('game_rounds')
        .set({ win: won.win + 100 })
        .where('id', '=', won.id)
        .execute(),
    );
    expect(raised).toEqual([
      `game round ${won.id} (completed): its win transaction ${won.win_transaction_id} does not ` +
        `pay its win of ${won.win + 100} cents from house:games to wallet:${bench.demo.id}`,
    ]);
    const reopened = await bench.violationsAfter((trx) =>
      trx.updateTable('game_rounds').set({ status: 'open' }).where('id', '=', won.id).execute(),
    );
    expect(reopened).toEqual([
      `game round ${won.id} (open): it is open but has a win or a rollback transaction`,
    ]);
  });

  it("reports a provider's id that names another ledger transaction than the round's", async () => {
    const first = await round('iv-b1');
    const found = await bench.violationsAfter((trx) =>
      trx
        .updateTable('game_rounds')
        .set({ bet_ref: 'iv-other' })
        .where('id', '=', first.id)
        .execute(),
    );
    expect(found).toEqual([
      `game round ${first.id} (completed): its bet transaction ${first.bet_transaction_id} is ` +
        'not the one of its bet id iv-other',
    ]);
  });

  it('reports a bet kept by no round and a win kept by two', async () => {
    const open = await round('iv-b4');
    const lost = await bench.violationsAfter((trx) =>
      trx.deleteFrom('game_rounds').where('id', '=', open.id).execute(),
    );
    expect(lost).toEqual([
      `ledger transaction ${open.bet_transaction_id} (bet, demo-games:iv-b4) ` +
        'is kept by no game round',
    ]);
    const won = await round('iv-b1');
    const twice = await bench.violationsAfter((trx) =>
      trx
        .updateTable('game_rounds')
        .set({ status: 'completed', win: won.win, win_transaction_id: won.win_transaction_id })
        .where('id', '=', open.id)
        .execute(),
    );
    expect(twice).toEqual(
      expect.arrayContaining([
        `ledger transaction ${won.win_transaction_id} (win, demo-games:iv-w1) is kept as win of ` +
          `round ${won.id}, win of round ${open.id}`,
      ]),
    );
  });

  it('reports a rollback that returned nothing', async () => {
    const rolled = await round('iv-b3');
    const found = await bench.violationsAfter((trx) =>
      trx
        .updateTable('game_rounds')
        .set({ rollback_transaction_id: null })
        .where('id', '=', rolled.id)
        .execute(),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        `game round ${rolled.id} (rolled_back): its rollback transaction (none) does not return ` +
          `its stake of ${rolled.stake} cents to wallet:${bench.demo.id}`,
      ]),
    );
  });
});

describe('idempotency keys', () => {
  it('reports a stored key whose answer is not an envelope to replay', async () => {
    const found = await bench.violationsAfter((trx) =>
      trx
        .insertInto('idempotency_keys')
        .values([
          {
            player_id: bench.demo.id,
            operation: 'withdraw',
            key: 'key-without-envelope',
            request_hash: 'x',
            status: 200,
            answer: JSON.stringify({ data: null }),
            created_at: new Date(),
          },
          {
            player_id: bench.demo.id,
            operation: 'deposit',
            key: 'key-with-envelope',
            request_hash: 'x',
            status: 200,
            answer: JSON.stringify({ success: true, message: null, data: null }),
            created_at: new Date(),
          },
        ])
        .execute(),
    );
    expect(found).toEqual([
      `idempotency key "key-without-envelope" of player ${bench.demo.id} (withdraw) has no answer ` +
        'envelope to replay',
    ]);
  });
});

describe('the report', () => {
  it('lists ten violations of a rule and counts the rest', async () => {
    const found = await bench.violationsAfter((trx) =>
      trx
        .updateTable('ledger_entries')
        .set((eb) => ({ amount: eb('amount', '*', 2) }))
        .where('amount', '>', 0)
        .execute(),
    );
    const unbalanced = found.filter((line) =>
      /^ledger transaction \d+ \(\w+\): its entries/.test(line),
    );
    expect(unbalanced).toHaveLength(10);
    expect(found).toContainEqual(
      expect.stringMatching(/^…and \d+ more ledger transactions that do not sum to zero$/),
    );
  });
});
