// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../server/money/ledger.ts';
import {
  bonusCredits,
  bonusRows,
  expectBonusLedgerBalanced,
  newBonusPlayer,
} from './support/bonus-players.ts';
import { insertOffer, startBonusWorld, type BonusWorld } from './support/bonus-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Claiming an offer: once per player (the database's unique constraints), credited through the
// ledger with the claim, refused with its own message.

let server: TestServer;
let demo: BonusWorld['demo'];
setUpWorld(startBonusWorld, (world) => ({ server, demo } = world));

describe('claimBonus', () => {
  it('gives the offer, credits it, tells the player and takes it off the list', async () => {
    const player = await newBonusPlayer(server);
    const pushedBefore = server.pushed.length;
    const answer = await server.call('/bonus/claim', { id: 42 }, { token: player.token });
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      message: '₺25 Cashback Bonus (₺25.00) has been added to your account.',
    });
    expect(await balanceOf(server.services.db, player.id)).toBe(2500);
    expect(server.pushed.slice(pushedBefore)).toMatchObject([
      { playerId: player.id, args: ['Notification', { type: 4, title: '₺25 Cashback Bonus' }] },
    ]);
    const offers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: player.token,
      method: 'GET',
    });
    expect(offers.data.map((offer) => offer.id)).toEqual([41, 43]);
    // The percentage offer gives what the mock gives for it.
    const percent = await server.call(
      '/bonus/claim',
      { id: 41 },
      { token: player.token, locale: 'tr' },
    );
    expect(percent).toMatchObject({
      success: true,
      message: '%50 Yatırım Bonusu (₺250,00) hesabınıza tanımlandı.',
    });
    expect(await bonusCredits(server, player.id)).toEqual({ count: 2, cents: 27500 });
  });

  it('refuses an offer claimed already, in Turkish and English, and changes nothing', async () => {
    const player = await newBonusPlayer(server);
    await server.call('/bonus/claim', { id: 43 }, { token: player.token });
    const before = await balanceOf(server.services.db, player.id);
    const en = await server.call('/bonus/claim', { id: 43 }, { token: player.token });
    const tr = await server.call('/bonus/claim', { id: 43 }, { token: player.token, locale: 'tr' });
    expect(en).toMatchObject({ success: false, message: 'You have already claimed this offer.' });
    expect(tr).toMatchObject({ success: false, message: 'Bu teklifi daha önce aldınız.' });
    expect(await balanceOf(server.services.db, player.id)).toBe(before);
    expect(await bonusRows(server, player.id)).toHaveLength(1);
  });

  it('refuses an unknown offer and another player’s offer with the same message', async () => {
    const { db } = server.services;
    const owner = await newBonusPlayer(server);
    const offer = await insertOffer(server, 'personal', 3000, { playerId: owner.id });
    const before = await balanceOf(db, demo.id);
    const theirs = await server.call('/bonus/claim', { id: offer.id }, { token: demo.token });
    const unknown = await server.call('/bonus/claim', { id: 999_999 }, { token: demo.token });
    const tr = await server.call(
      '/bonus/claim',
      { id: offer.id },
      { token: demo.token, locale: 'tr' },
    );
    expect(theirs).toMatchObject({
      success: false,
      message: 'This offer can no longer be claimed.',
    });
    expect(unknown.message).toBe(theirs.message);
    expect(tr).toMatchObject({ success: false, message: 'Bu teklif artık alınamaz.' });
    expect(await balanceOf(db, demo.id)).toBe(before);
    const demoOffers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: demo.token,
      method: 'GET',
    });
    expect(demoOffers.data.map((item) => item.id)).not.toContain(offer.id);
    const ownerOffers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: owner.token,
      method: 'GET',
    });
    expect(ownerOffers.data.map((item) => item.id)).toContain(offer.id);
    const own = await server.call('/bonus/claim', { id: offer.id }, { token: owner.token });
    expect(own).toMatchObject({ success: true });
  });

  it('refuses an offer past its end in Turkish and English and no longer lists it', async () => {
    const offer = await insertOffer(server, 'ended', 1000, {
      expiresAt: new Date(server.clock.now.getTime() - 1000),
    });
    const en = await server.call('/bonus/claim', { id: offer.id }, { token: demo.token });
    const tr = await server.call(
      '/bonus/claim',
      { id: offer.id },
      { token: demo.token, locale: 'tr' },
    );
    expect(en).toMatchObject({ success: false, message: 'This offer has expired.' });
    expect(tr).toMatchObject({ success: false, message: 'Bu teklifin süresi doldu.' });
    const offers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: demo.token,
      method: 'GET',
    });
    expect(offers.data.map((item) => item.id)).not.toContain(offer.id);
  });

  it('gives one bonus for ten claims of an offer at the same moment', async () => {
    const player = await newBonusPlayer(server);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call('/bonus/claim', { id: 43 }, { token: player.token }),
      ),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(await bonusCredits(server, player.id)).toEqual({ count: 1, cents: 4000 });
  });
});

describe('the ledger after the claims', () => {
  it('balances: every bonus credited once, house:bonus paid exactly what players got', () =>
    expectBonusLedgerBalanced(server));
});
