// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bonusStatusAt,
  claimableOffer,
  claimableOffers,
  claimBonusCode,
  newBonus,
  orderBonuses,
  wageringProgress,
  wageringRequirement,
  trialBonusProblem,
} from '../../domain/bonus.ts';

// The bonus rules: ten times the amount to wager, 30 days to do it, each offer and code once.
const DAY = 86_400_000;
const now = Date.parse('2026-11-25T12:00:00.000Z');
const CODES = { HOSGELDIN50: 50, ROYAL100: 100 };

describe('a claimed bonus', () => {
  it('is Processing, asks ten times its amount in wagers and expires in 30 days', () => {
    expect(wageringRequirement(25)).toBe(250);
    expect(wageringRequirement(12.34)).toBe(123.4);
    expect(newBonus('ROYAL100', 100, now)).toEqual({
      name: 'ROYAL100',
      amount: 100,
      status: 1,
      wagered: 0,
      wageringRequired: 1000,
      awardedAt: '2026-11-25T12:00:00.000Z',
      expiresAt: '2026-12-25T12:00:00.000Z',
    });
  });

  it('shows how far its wagering has come, never past the requirement', () => {
    expect(wageringProgress({ wagered: 2150, wageringRequired: 2500 })).toEqual({
      done: 2150,
      left: 350,
      share: 0.86,
    });
    expect(wageringProgress({ wagered: 900, wageringRequired: 750 })).toMatchObject({
      done: 750,
      left: 0,
      share: 1,
    });
  });

  it('completes once wagered, expires once its time is up, and a past status stays', () => {
    const active = {
      status: 1 as const,
      wagered: 999,
      wageringRequired: 1000,
      expiresAt: new Date(now + DAY).toISOString(),
    };
    expect(bonusStatusAt(active, now)).toBe(1);
    expect(bonusStatusAt({ ...active, wagered: 1000 }, now)).toBe(2);
    expect(bonusStatusAt(active, now + DAY - 1)).toBe(1);
    expect(bonusStatusAt(active, now + DAY)).toBe(4);
    expect(bonusStatusAt({ ...active, expiresAt: null }, now + 1000 * DAY)).toBe(1);
    expect(bonusStatusAt({ ...active, status: 3 }, now + DAY)).toBe(3);
    expect(bonusStatusAt({ ...active, status: 4, wagered: 5000 }, now)).toBe(4);
  });

  it('lists active bonuses first, newest first within each group', () => {
    const list = [
      { id: 1, status: 2 as const, awardedAt: '2026-11-24T00:00:00.000Z' },
      { id: 2, status: 1 as const, awardedAt: '2026-11-01T00:00:00.000Z' },
      { id: 3, status: 4 as const, awardedAt: '2026-11-25T00:00:00.000Z' },
      { id: 4, status: 1 as const, awardedAt: '2026-11-20T00:00:00.000Z' },
    ];
    expect(orderBonuses(list).map((bonus) => bonus.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('claiming', () => {
  it('reads a code in any case, once', () => {
    expect(claimBonusCode('royal100', CODES, [])).toEqual({
      ok: true,
      code: 'ROYAL100',
      amount: 100,
      claim: 'code:ROYAL100',
    });
    expect(claimBonusCode('Royal100', CODES, ['code:ROYAL100'])).toEqual({
      ok: false,
      reason: 'used',
    });
    expect(claimBonusCode('NOSUCHCODE', CODES, [])).toEqual({ ok: false, reason: 'unknown' });
    expect(claimBonusCode('constructor', CODES, [])).toEqual({ ok: false, reason: 'unknown' });
  });

  it('offers what has not been claimed, each offer once', () => {
    const offers = [{ id: 41 }, { id: 42 }, { id: 43 }];
    expect(claimableOffers(offers, ['offer:42', 'code:ROYAL100'])).toEqual([
      { id: 41 },
      { id: 43 },
    ]);
    expect(claimableOffer(offers, 41, [])).toEqual({ id: 41 });
    expect(claimableOffer(offers, 41, ['offer:41'])).toBeUndefined();
    expect(claimableOffer(offers, 99, [])).toBeUndefined();
    expect(claimableOffer(offers, undefined, [])).toBeUndefined();
  });
});

describe('trialBonusProblem', () => {
  const eligible = { smsVerified: true, trialBonusDefined: false };
  it('gives the trial bonus once, while one is offered, to a verified phone', () => {
    expect(trialBonusProblem(eligible, 100)).toBeNull();
    expect(trialBonusProblem({ ...eligible, trialBonusDefined: true }, 100)).toBe('already');
    expect(trialBonusProblem(eligible, 0)).toBe('none');
    expect(trialBonusProblem({ ...eligible, smsVerified: false }, 100)).toBe('unverified');
  });
});
