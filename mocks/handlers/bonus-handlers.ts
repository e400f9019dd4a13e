import {
  getClaimBonusCodeMockHandler,
  getClaimBonusMockHandler,
  getGetBonusesMockHandler,
  getGetBonusOffersMockHandler,
} from '@generated/api/bonus/bonus.msw';
import { ClaimBonusBody, ClaimBonusCodeBody } from '@generated/api/bonus/bonus.zod';
import type { BonusOffer } from '@generated/api/model';
import {
  bonusStatusAt,
  claimableOffer,
  claimableOffers,
  claimBonusCode,
  newBonus,
  offerClaimKey,
  offerExpiresAt,
  orderBonuses,
} from '../../domain/bonus.ts';
import { MOCK_BONUS_CODES, MOCK_OFFERS, type MockOffer } from '../data/bonus-data';
import { findPlayerByToken } from '../db';
import { addBonus, historyOf } from '../history';
import { pushNotification } from '../hub/mock-hub';
import { lira, ok, refused, say, unauthorized } from './envelope';
import { addNotification } from './notification-handlers';

// The player's bonuses, the offers they can claim and the bonus codes the mock accepts
// (../data/bonus-data.ts), by the rules of domain/bonus.ts, which the server uses too. A claim
// adds a Processing bonus (on Bonuses at once) and pushes a Bonus notification through the hub;
// an offer or a code is claimed once.

export { MOCK_BONUS_CODES } from '../data/bonus-data';

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
    expiresAt: offerExpiresAt(Date.now()),
  };
}

/** Adds the bonus, tells the player through the hub, and answers with the message. */
function grant(request: Request, username: string, claim: string, name: string, amount: number) {
  addBonus(username, claim, newBonus(name, amount, Date.now()));
  const message = say(
    request,
    `${name} (${lira(request, amount)}) hesabınıza tanımlandı.`,
    `${name} (${lira(request, amount)}) has been added to your account.`,
  );
  pushNotification(addNotification(username, { title: name, note: message, type: 4 }));
  return ok(null, message);
}

export const bonusHandlers = [
  // Each bonus as it stands now: an active one whose wagering is done or whose time is up is past.
  getGetBonusesMockHandler(({ request }) => {
    const now = Date.now();
    const { bonuses } = historyOf(playerOf(request).username);
    return ok(
      orderBonuses(bonuses.map((bonus) => ({ ...bonus, status: bonusStatusAt(bonus, now) }))),
    );
  }),

  getGetBonusOffersMockHandler(({ request }) => {
    const { claims } = historyOf(playerOf(request).username);
    return ok(claimableOffers(MOCK_OFFERS, claims).map((offer) => offerOf(offer, request)));
  }),

  getClaimBonusMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = ClaimBonusBody.safeParse(await request.json().catch(() => null));
    const { claims } = historyOf(player.username);
    const offer = claimableOffer(MOCK_OFFERS, parsed.data?.id, claims);
    if (!offer) {
      return refused(
        say(request, 'Bu teklif artık alınamaz.', 'This offer can no longer be claimed.'),
      );
    }
    const name = offerOf(offer, request).title;
    return grant(request, player.username, offerClaimKey(offer.id), name, offer.value);
  }),

  getClaimBonusCodeMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = ClaimBonusCodeBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return refused(say(request, 'Bonus kodu geçersiz.', 'The bonus code is not valid.'));
    }
    const claim = claimBonusCode(
      parsed.data.code,
      MOCK_BONUS_CODES,
      historyOf(player.username).claims,
    );
    if (!claim.ok && claim.reason === 'unknown') {
      return refused(say(request, 'Bu bonus kodu geçerli değil.', 'This bonus code is not valid.'));
    }
    if (!claim.ok) {
      return refused(
        say(request, 'Bu bonus kodunu zaten kullandınız.', 'You have already used this code.'),
      );
    }
    return grant(request, player.username, claim.claim, claim.code, claim.amount);
  }),
];
