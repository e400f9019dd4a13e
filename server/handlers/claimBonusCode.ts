import { createFactory } from 'hono/factory';
import type { ClaimBonusCodeContext } from '../../generated/server/routes/bonus/bonus.context.ts';
import {
  ClaimBonusCodeBody,
  ClaimBonusCodeResponse,
} from '../../generated/server/routes/bonus/bonus.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { announceBonus } from '../bonus/announce.ts';
import { claimCode } from '../bonus/claims.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

const REFUSALS = {
  unknown: 'bonus:codeUnknown',
  used: 'bonus:codeUsed',
  expired: 'bonus:codeExpired',
} as const;

const factory = createFactory();
export const claimBonusCodeHandlers = factory.createHandlers(
  zValidator('json', ClaimBonusCodeBody),
  zValidator('response', ClaimBonusCodeResponse),
  async (c: ClaimBonusCodeContext) => {
    const { player } = await requireSession(c);
    const services = servicesOf(c);
    const t = tOf(c);
    const claim = await claimCode(services, player.id, c.req.valid('json').code);
    if (!claim.ok) return refuse(c, t(REFUSALS[claim.reason]));
    return ok(c, null, await announceBonus(services, t, localeOf(c), player.id, claim));
  },
);
