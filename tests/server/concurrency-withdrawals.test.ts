// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translator } from '../../server/i18n/i18n.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import { newPlayer } from './support/protection-players.ts';
import { allAtOnce, expectInvariants, fund, tally, walletEntries } from './support/race-helpers.ts';
import { RACE_BOOT_MS, startRaceWorld } from './support/race-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Money under concurrency, on whichever engine the test server runs (PostgreSQL when
// PG_ADMIN_URL is set): requests that race for the same money or the same claim are fired all
// at once, and what is checked is what must hold whatever their order. Exactly as many
// withdrawals as the balance can pay are accepted and the wallet is never below zero; a bonus
// code is given once however many claims arrive together; bets from two tabs of one player stop
// at the loss limit to the cent. No race is ever answered with an error: every answer is the
// envelope. After each scenario the player's wallet entries add up to its balance and every
// invariant of the money holds. Timings are printed, never judged.

const en = translator('en');

let server: TestServer;
setUpWorld(startRaceWorld, (world) => (server = world.server), RACE_BOOT_MS);

describe('withdrawals racing for one balance', () => {
  it('100 at once from a wallet that can pay 10: exactly 10 are paid, the balance never below zero', async () => {
    const { db } = server.services;
    const player = await newPlayer(server);
    const WITHDRAWAL = 10_000;
    await fund(server, player.id, 10 * WITHDRAWAL);
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
      server,
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
    expect(await walletEntries(server, player.id)).toBe(0);
    const pending = await db
      .selectFrom('payments')
      .select(['cents', 'status'])
      .where('player_id', '=', player.id)
      .execute();
    expect(pending).toEqual(Array.from({ length: 10 }, () => ({ cents: WITHDRAWAL, status: 2 })));
    await expectInvariants(server);
  });
});
