import {
  getClaimBonusCodeMockHandler,
  getClaimBonusMockHandler,
  getGetBonusesMockHandler,
  getGetBonusOffersMockHandler,
} from '@generated/api/bonus/bonus.msw';
import { ClaimBonusBody, ClaimBonusCodeBody } from '@generated/api/bonus/bonus.zod';
import type { BonusOffer, PlayerBonus } from '@generated/api/model';
import { findPlayerByToken } from '../db';
import { addBonus, historyOf } from '../history';
import { pushNotification } from '../hub/mock-hub';
import { lira, ok, refused, say, unauthorized } from './envelope';
import { addNotification } from './notification-handlers';

// The player's bonuses, the offers they can claim and the bonus codes the mock accepts. A claim
// adds a Processing bonus (on Bonuses at once) and pushes a Bonus notification through the hub;
// an offer or a code is claimed once.

const DAY_MS = 86_400_000;
const WAGERING_TIMES = 10;

interface MockOffer {
  id: number;
  title: { tr: string; en: string };
  description: { tr: string; en: string };
  amount: number | null;
  percentage: number | null;
  minDeposit: number | null;
  /** What the bonus is worth once claimed. */
  value: number;
}

const OFFERS: readonly MockOffer[] = [
  {
    id: 41,
    title: { tr: '%50 Yatırım Bonusu', en: '50% Deposit Bonus' },
    description: {
      tr: '<p>Bir sonraki yatırımınıza <strong>%50</strong> bonus, en fazla 1.000 ₺.</p>',
      en: '<p>A <strong>50%</strong> bonus on your next deposit, up to ₺1,000.</p>',
    },
    amount: null,
    percentage: 50,
    minDeposit: 100,
    value: 250,
  },
  {
    id: 42,
    title: { tr: '25 ₺ Kayıp Bonusu', en: '₺25 Cashback Bonus' },
    description: {
      tr: '<p>Bu haftaki kayıplarınıza karşılık 25 ₺ bonus.</p>',
      en: "<p>A ₺25 bonus against this week's losses.</p>",
    },
    amount: 25,
    percentage: null,
    minDeposit: null,
    value: 25,
  },
  {
    id: 43,
    title: { tr: '20 Freespin', en: '20 Free Spins' },
    description: {
      tr: '<p>Sweet Bonanza oyununda <em>20 freespin</em>.</p>',
      en: '<p><em>20 free spins</em> on Sweet Bonanza.</p>',
    },
    amount: 40,
    percentage: null,
    minDeposit: 50,
    value: 40,
  },
];

/** The bonus codes the mock accepts (QA types these), each worth its amount. */
export const MOCK_BONUS_CODES: Readonly<Record<string, number>> = {
  HOSGELDIN50: 50,
  ROYAL100: 100,
};

function playerOf(request: Request) {
  return findPlayerByToken(request.headers.get('Authorization')) ?? unauthorized();
}

function offerOf(offer: MockOffer, request: Request): BonusOffer {
  const english = request.headers.get('x-locale') === 'en';
  return {
    id: offer.id,
    title: english ? offer.title.en : offer.title.tr,
    description: english ? offer.description.en : offer.description.tr,
    amount: offer.amount,
    percentage: offer.percentage,
    minDeposit: offer.minDeposit,
    expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
  };
}

/** Adds the bonus, tells the player through the hub, and answers with the message. */
function grant(request: Request, username: string, claim: string, name: string, amount: number) {
  const now = Date.now();
  addBonus(username, claim, {
    name,
    amount,
    status: 1,
    wagered: 0,
    wageringRequired: amount * WAGERING_TIMES,
    awardedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 30 * DAY_MS).toISOString(),
  });
  const message = say(
    request,
    `${name} (${lira(request, amount)}) hesabınıza tanımlandı.`,
    `${name} (${lira(request, amount)}) has been added to your account.`,
  );
  pushNotification(addNotification(username, { title: name, note: message, type: 4 }));
  return ok(null, message);
}

/** Active bonuses first, then past ones, newest first within each. */
function ordered(bonuses: readonly PlayerBonus[]): PlayerBonus[] {
  return [...bonuses].sort(
    (a, b) =>
      Number(b.status === 1) - Number(a.status === 1) || b.awardedAt.localeCompare(a.awardedAt),
  );
}

export const bonusHandlers = [
  getGetBonusesMockHandler(({ request }) =>
    ok(ordered(historyOf(playerOf(request).username).bonuses)),
  ),

  getGetBonusOffersMockHandler(({ request }) => {
    const { claims } = historyOf(playerOf(request).username);
    return ok(
      OFFERS.filter((offer) => !claims.includes(`offer:${offer.id}`)).map((offer) =>
        offerOf(offer, request),
      ),
    );
  }),

  getClaimBonusMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = ClaimBonusBody.safeParse(await request.json().catch(() => null));
    const offer = OFFERS.find((item) => item.id === parsed.data?.id);
    if (!offer || historyOf(player.username).claims.includes(`offer:${offer.id}`)) {
      return refused(
        say(request, 'Bu teklif artık alınamaz.', 'This offer can no longer be claimed.'),
      );
    }
    const name = offerOf(offer, request).title;
    return grant(request, player.username, `offer:${offer.id}`, name, offer.value);
  }),

  getClaimBonusCodeMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = ClaimBonusCodeBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return refused(say(request, 'Bonus kodu geçersiz.', 'The bonus code is not valid.'));
    }
    const code = parsed.data.code.toUpperCase();
    const amount = MOCK_BONUS_CODES[code];
    if (amount === undefined) {
      return refused(say(request, 'Bu bonus kodu geçerli değil.', 'This bonus code is not valid.'));
    }
    if (historyOf(player.username).claims.includes(`code:${code}`)) {
      return refused(
        say(request, 'Bu bonus kodunu zaten kullandınız.', 'You have already used this code.'),
      );
    }
    return grant(request, player.username, `code:${code}`, code, amount);
  }),
];
