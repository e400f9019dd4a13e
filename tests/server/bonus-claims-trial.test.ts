// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { saveSettings } from '../../server/content/settings.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import {
  bonusCredits,
  expectBonusLedgerBalanced,
  newBonusPlayer,
} from './support/bonus-players.ts';
import { askTrialBonus, startBonusWorld } from './support/bonus-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The trial bonus: once per player with a verified phone, credited through the ledger,
// refused with its own message.

let server: TestServer;
setUpWorld(startBonusWorld, (world) => (server = world.server));

describe('defineTrialBonus', () => {
  it('credits the trial bonus once, in Turkish and English', async () => {
    const player = await newBonusPlayer(server);
    const first = await askTrialBonus(server, player.token);
    expect(first).toMatchObject({
      status: 200,
      success: true,
      message: 'Your trial bonus has been added.',
      data: null,
    });
    expect(await balanceOf(server.services.db, player.id)).toBe(10000);
    const en = await askTrialBonus(server, player.token);
    const tr = await askTrialBonus(server, player.token, 'tr');
    expect(en).toMatchObject({ success: false, message: 'The trial bonus was already given.' });
    expect(tr).toMatchObject({ success: false, message: 'Deneme bonusu daha önce tanımlandı.' });
    expect(await balanceOf(server.services.db, player.id)).toBe(10000);
    const flag = await server.services.db
      .selectFrom('players')
      .select('trial_bonus_defined')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(flag.trial_bonus_defined).toBe(true);
  });

  it('says it in Turkish and credits once for clicks at the same moment', async () => {
    const player = await newBonusPlayer(server);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => askTrialBonus(server, player.token, 'tr')),
    );
    expect(answers.filter((answer) => answer.success).map((answer) => answer.message)).toEqual([
      'Deneme bonusunuz hesabınıza tanımlandı.',
    ]);
    expect(await bonusCredits(server, player.id)).toEqual({ count: 1, cents: 10000 });
  });

  it('refuses a player whose phone is not verified, in both languages, and gives nothing', async () => {
    const player = await newBonusPlayer(server);
    await server.services.db
      .updateTable('players')
      .set({ sms_verified: false })
      .where('id', '=', player.id)
      .execute();
    const en = await askTrialBonus(server, player.token);
    const tr = await askTrialBonus(server, player.token, 'tr');
    expect(en).toMatchObject({
      success: false,
      message: 'Verify your phone number to get the trial bonus.',
    });
    expect(tr.message).toBe('Deneme bonusu için telefon numaranızı doğrulamanız gerekir.');
    expect(await bonusCredits(server, player.id)).toEqual({ count: 0, cents: 0 });
  });

  it('refuses when no trial bonus is offered, and gives nothing', async () => {
    const player = await newBonusPlayer(server);
    await saveSettings(server.services.db, { trialBonusAmount: 0 });
    try {
      const en = await askTrialBonus(server, player.token);
      const tr = await askTrialBonus(server, player.token, 'tr');
      expect(en).toMatchObject({
        success: false,
        message: 'No trial bonus is offered at the moment.',
      });
      expect(tr).toMatchObject({ success: false, message: 'Şu anda deneme bonusu sunulmuyor.' });
      expect(await balanceOf(server.services.db, player.id)).toBe(0);
    } finally {
      await saveSettings(server.services.db, { trialBonusAmount: 100 });
    }
  });

  it('needs a session', async () => {
    const answer = await server.call('/bonus/definetrialbonus', undefined, { method: 'GET' });
    expect(answer).toMatchObject({ status: 401, success: false });
  });
});

describe('the ledger after the claims', () => {
  it('balances: every bonus credited once, house:bonus paid exactly what players got', () =>
    expectBonusLedgerBalanced(server));
});
