import { createFactory } from 'hono/factory';
import type { ClaimBonusContext } from '../../generated/server/routes/bonus/bonus.context.ts';
import {
  ClaimBonusBody,
  ClaimBonusHeader,
  ClaimBonusResponse,
} from '../../generated/server/routes/bonus/bonus.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { announceBonus } from '../bonus/announce.ts';
import { claimOffer } from '../bonus/claims.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { once } from '../http/idempotency.ts';

// An unknown offer and another player's offer get the same answer: the id tells nobody anything.
const REFUSALS = {
  absent: 'bonus:offerUnavailable',
  claimed: 'bonus:offerClaimed',
  expired: 'bonus:offerExpired',
} as const;

const factory = createFactory();
export const claimBonusHandlers = factory.createHandlers(
  zValidator('json', ClaimBonusBody),
  zValidator('response', ClaimBonusResponse),
  async (c: ClaimBonusContext) => {
    const { player } = await requireSession(c);
    const services = servicesOf(c);
    const t = tOf(c);
    const body = c.req.valid('json');
    const keyed = {
      playerId: player.id,
      operation: 'claimBonus',
      body,
      keyRule: ClaimBonusHeader.shape['Idempotency-Key'],
    };
    return once(c, keyed, async (trx) => {
      const claim = await claimOffer(services, player.id, body.id, trx);
      if (!claim.ok) return refuse(c, t(REFUSALS[claim.reason]));
      return ok(c, null, await announceBonus(services, t, localeOf(c), player.id, claim, trx));
    });
  },
);
