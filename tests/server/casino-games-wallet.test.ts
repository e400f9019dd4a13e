// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerSums } from './support/ledger-sums.ts';
import { startProviderWorld, type ProviderWorld } from './support/provider-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The casino's wallet as the demo game provider's servers call it: only signed calls; a bet, a
// win and a rollback applied once per transaction id; a token moves only its own player's money.

let server: TestServer;
let provider: ProviderWorld['provider'];
let demo: ProviderWorld['demo'];
let balance: ProviderWorld['balance'];
setUpWorld(startProviderWorld, (world) => ({ server, provider, demo, balance } = world));

describe('the wallet', () => {
  it('answers only calls signed with the provider key', async () => {
    const session = await provider.launch(demo.token);
    const before = await balance(demo.id);
    const forged = await provider.wallet(
      'win',
      { token: session, transactionId: 'w-forged', roundId: 'r-forged', amount: 100_000 },
      'f'.repeat(64),
    );
    expect(forged).toEqual({ status: 401, answer: { status: 'INVALID_SIGNATURE' } });
    const unsigned = await provider.games.request('/demo/games/wallet/balance', {
      method: 'POST',
      body: JSON.stringify({ token: session }),
    });
    expect(unsigned.status).toBe(401);
    expect(await balance(demo.id)).toBe(before);
    const read = await provider.wallet('balance', { token: session });
    expect(read.answer).toMatchObject({ status: 'OK', balance: before });
  });

  it('applies a bet and a win once each, however often they are sent', async () => {
    const session = await provider.launch(demo.token);
    const before = await balance(demo.id);
    const bet = { token: session, transactionId: 'b-1', roundId: 'r-1', amount: 700 };
    const first = await provider.wallet('bet', bet);
    expect(first.answer).toEqual({
      status: 'OK',
      balance: before - 700,
      currency: 'TRY',
      repeated: false,
    });
    const again = await provider.wallet('bet', bet);
    expect(again.answer).toMatchObject({ status: 'OK', balance: before - 700, repeated: true });
    expect(await balance(demo.id)).toBe(before - 700);

    const win = { token: session, transactionId: 'w-1', roundId: 'r-1', amount: 1234 };
    expect((await provider.wallet('win', win)).answer).toMatchObject({
      status: 'OK',
      balance: before + 534,
      repeated: false,
    });
    expect((await provider.wallet('win', win)).answer).toMatchObject({
      status: 'OK',
      balance: before + 534,
      repeated: true,
    });
    const other = await provider.wallet('win', { ...win, transactionId: 'w-2' });
    expect(other.answer).toEqual({ status: 'ROUND_CLOSED' });
    expect(await balance(demo.id)).toBe(before + 534);
    expect(await ledgerSums(server, demo.id)).toEqual({ total: 0, wallet: before + 534 });
  });

  it('returns the stake of a round that never completed, once', async () => {
    const session = await provider.launch(demo.token);
    const before = await balance(demo.id);
    await provider.bet(session, 'b-2', 'r-2', 900);
    const rollback = { token: session, transactionId: 'rb-1', referenceTransactionId: 'b-2' };
    expect((await provider.wallet('rollback', rollback)).answer).toMatchObject({
      status: 'OK',
      balance: before,
      repeated: false,
    });
    expect((await provider.wallet('rollback', rollback)).answer).toMatchObject({
      status: 'OK',
      repeated: true,
    });
    expect(
      (await provider.wallet('rollback', { ...rollback, transactionId: 'rb-2' })).answer,
    ).toMatchObject({ status: 'OK', repeated: true });
    expect(await balance(demo.id)).toBe(before);
    // A settled round is not paid after its rollback, nor a won round rolled back.
    const late = await provider.win(session, 'w-3', 'r-2', 5000);
    expect(late.answer).toEqual({ status: 'ROUND_CLOSED' });
    const settled = await provider.rollback(session, 'rb-3', 'b-1');
    expect(settled.answer).toEqual({ status: 'ROUND_CLOSED' });
    expect(await balance(demo.id)).toBe(before);
    const round = await server.services.db
      .selectFrom('game_rounds')
      .select(['status', 'rollback_transaction_id'])
      .where('round_ref', '=', 'r-2')
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('rolled_back');
    expect(await ledgerSums(server, demo.id)).toEqual({ total: 0, wallet: before });
  });

  it("never lets one player's token move another player's money", async () => {
    const demoSession = await provider.launch(demo.token);
    await provider.bet(demoSession, 'b-a', 'r-a', 500);
    const demoBefore = await balance(demo.id);
    const yeni = await server.player('yeni', 'yeni123');
    const yeniSession = await provider.launch(yeni.token);
    const win = await provider.win(yeniSession, 'w-b', 'r-a', 100_000);
    expect(win.answer).toEqual({ status: 'UNKNOWN_ROUND' });
    const rollback = await provider.rollback(yeniSession, 'rb-b', 'b-a');
    expect(rollback.answer).toEqual({ status: 'UNKNOWN_TRANSACTION' });
    // Demo's transaction id answers nothing of demo's to another player.
    const reused = await provider.bet(yeniSession, 'b-a', 'r-b', 500);
    expect(reused.answer).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await balance(demo.id)).toBe(demoBefore);
    expect(await balance(yeni.id)).toBe(0);
    const paid = await provider.win(demoSession, 'w-a', 'r-a', 0);
    expect(paid.answer).toMatchObject({ status: 'OK', balance: demoBefore });
  });
});
