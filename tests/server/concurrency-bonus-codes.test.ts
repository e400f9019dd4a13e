// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { claimCode } from '../../server/bonus/claims.ts';
import { translator } from '../../server/i18n/i18n.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import { newPlayer } from './support/protection-players.ts';
import { allAtOnce, expectInvariants, tally, walletEntries } from './support/race-helpers.ts';
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

describe('one bonus code claimed many times at once', () => {
  it('50 claims from two sessions of one player give one bonus and one credit', async () => {
    const { db } = server.services;
    const player = await newPlayer(server);
    const tabs = [player.token, await server.login(player.username, player.password)];
    const code = await db
      .selectFrom('bonus_codes as c')
      .innerJoin('bonus_definitions as d', 'd.id', 'c.definition_id')
      .select(['c.id', 'd.amount_cents'])
      .where('c.code', '=', 'ROYAL100')
      .executeTakeFirstOrThrow();

    const answers = await allAtOnce(
      server,
      '50 concurrent claims of one code',
      Array.from(
        { length: 50 },
        (_, index) => () =>
          server.call('/bonus/claimcode', { code: 'royal100' }, { token: tabs[index % 2] }),
      ),
    );
    const outcomes = answers.map((answer) => `${answer.status} ${String(answer.success)}`);
    console.log(`${server.engine}: claim answers`, tally(outcomes));

    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    // The others are refused as a used code, or, once the refusals reach the guessing limit,
    // with HTTP 429; never an error.
    for (const answer of answers.filter((each) => !each.success)) {
      expect(answer.data).toBeNull();
      if (answer.status === 200) expect(answer.message).toBe(en('bonus:codeUsed'));
      else expect(answer.status).toBe(429);
    }
    const bonuses = await db
      .selectFrom('player_bonuses')
      .select(['code_id', 'amount_cents'])
      .where('player_id', '=', player.id)
      .execute();
    expect(bonuses).toEqual([{ code_id: code.id, amount_cents: code.amount_cents }]);
    const credits = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('player_id', '=', player.id)
      .where('kind', '=', 'bonus')
      .execute();
    expect(credits).toHaveLength(1);
    expect(await balanceOf(db, player.id)).toBe(code.amount_cents);
    expect(await walletEntries(server, player.id)).toBe(code.amount_cents);
    await expectInvariants(server);
  });
});

describe('one bonus code claimed many times at once, below the rate limits', () => {
  it('50 claims racing in the claim itself give one bonus: the others are told the code is used', async () => {
    // Over HTTP one player has at most ten refused code claims an hour, so most of the 50
    // above never reach the claim; here all 50 do.
    const { db } = server.services;
    const player = await newPlayer(server);
    const claims = await allAtOnce(
      server,
      '50 concurrent claims of one code (the claim itself)',
      Array.from({ length: 50 }, () => () => claimCode(server.services, player.id, 'ROYAL100')),
    );
    expect(tally(claims.map((claim) => (claim.ok ? 'given' : claim.reason)))).toEqual({
      given: 1,
      used: 49,
    });
    const bonuses = await db
      .selectFrom('player_bonuses')
      .select('id')
      .where('player_id', '=', player.id)
      .execute();
    expect(bonuses).toHaveLength(1);
    expect(await walletEntries(server, player.id)).toBe(await balanceOf(db, player.id));
    await expectInvariants(server);
  });
});
