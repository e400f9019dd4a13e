// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../server/money/ledger.ts';
import type { DemoProvider, WalletAnswer } from './support/demo-provider.ts';
import { newPlayer } from './support/protection-players.ts';
import { allAtOnce, expectInvariants, fund, tally } from './support/race-helpers.ts';
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

let server: TestServer;
let provider: DemoProvider;
setUpWorld(startRaceWorld, (world) => ({ server, provider } = world), RACE_BOOT_MS);

describe('bets from two tabs against a loss limit', () => {
  /** A stake taken through the demo provider's signed wallet call, in a round of its own. */
  async function bet(gameSession: string, cents: number): Promise<WalletAnswer> {
    const { status, answer } = await provider.wallet('bet', {
      token: gameSession,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount: cents,
    });
    expect(status).toBe(200);
    return answer;
  }

  it('stops the stakes of both tabs at ₺100.00 of losses, to the cent', async () => {
    const { db } = server.services;
    const player = await newPlayer(server);
    await fund(server, player.id, 50_000);
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
      tabs.map((token, index) => provider.launch(token, gameCodes[index]?.code ?? '')),
    );

    // 40 stakes of ₺3.00: 33 fit under ₺100.00 (₺99.00), the 34th would pass it.
    const threes = await allAtOnce(
      server,
      '40 concurrent bets of 3.00 from two tabs',
      Array.from({ length: 40 }, (_, index) => () => bet(sessions[index % 2] ?? '', 300)),
    );
    expect(tally(threes.map((answer) => answer.status))).toEqual({ OK: 33, PLAY_REFUSED: 7 });
    // 10 stakes of ₺1.00: exactly one fits, and the losses reach the limit exactly.
    const ones = await allAtOnce(
      server,
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
    await expectInvariants(server);
  });
});
