// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../server/money/ledger.ts';
import {
  bonusCredits,
  bonusRows,
  expectBonusLedgerBalanced,
  newBonusPlayer,
} from './support/bonus-players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Claiming an offer: once per player (the database's unique constraints), credited through the
// ledger with the claim, refused with its own message.

let server: TestServer;
let demoToken: string;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ id: demoId, token: demoToken } = await server.player('demo', 'demo123'));
  // Opening an embedded database takes a while on a busy machine.
}, 120_000);
afterAll(() => server.close());

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
    const definition = await db
      .insertInto('bonus_definitions')
      .values({ key: 'offer:personal', name_tr: 'Özel', name_en: 'Personal', amount_cents: 3000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offer = await db
      .insertInto('bonus_offers')
      .values({
        definition_id: definition.id,
        player_id: owner.id,
        title_tr: 'Özel Bonus',
        title_en: 'Personal Bonus',
        description_tr: '<p>Size özel.</p>',
        description_en: '<p>Just for you.</p>',
        amount_cents: 3000,
        expires_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await balanceOf(db, demoId);
    const theirs = await server.call('/bonus/claim', { id: offer.id }, { token: demoToken });
    const unknown = await server.call('/bonus/claim', { id: 999_999 }, { token: demoToken });
    const tr = await server.call(
      '/bonus/claim',
      { id: offer.id },
      { token: demoToken, locale: 'tr' },
    );
    expect(theirs).toMatchObject({
      success: false,
      message: 'This offer can no longer be claimed.',
    });
    expect(unknown.message).toBe(theirs.message);
    expect(tr).toMatchObject({ success: false, message: 'Bu teklif artık alınamaz.' });
    expect(await balanceOf(db, demoId)).toBe(before);
    const demoOffers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: demoToken,
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
    const { db } = server.services;
    const definition = await db
      .insertInto('bonus_definitions')
      .values({ key: 'offer:ended', name_tr: 'Bitti', name_en: 'Ended', amount_cents: 1000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offer = await db
      .insertInto('bonus_offers')
      .values({
        definition_id: definition.id,
        title_tr: 'Bitmiş Teklif',
        title_en: 'Ended Offer',
        description_tr: '<p>Bitti.</p>',
        description_en: '<p>Over.</p>',
        amount_cents: 1000,
        expires_at: new Date(server.clock.now.getTime() - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const en = await server.call('/bonus/claim', { id: offer.id }, { token: demoToken });
    const tr = await server.call(
      '/bonus/claim',
      { id: offer.id },
      { token: demoToken, locale: 'tr' },
    );
    expect(en).toMatchObject({ success: false, message: 'This offer has expired.' });
    expect(tr).toMatchObject({ success: false, message: 'Bu teklifin süresi doldu.' });
    const offers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: demoToken,
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
