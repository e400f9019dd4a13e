import { createFactory } from 'hono/factory';
import type { ClaimBonusCodeContext } from '../../generated/server/routes/bonus/bonus.context.ts';
import {
  ClaimBonusCodeBody,
  ClaimBonusCodeHeader,
  ClaimBonusCodeResponse,
} from '../../generated/server/routes/bonus/bonus.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { announceBonus } from '../bonus/announce.ts';
import { claimCode } from '../bonus/claims.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { once } from '../http/idempotency.ts';

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
    const body = c.req.valid('json');
    const keyed = {
      playerId: player.id,
      operation: 'claimBonusCode',
      body,
      keyRule: ClaimBonusCodeHeader.shape['Idempotency-Key'],
    };
    return once(c, keyed, async (trx) => {
      const claim = await claimCode(services, player.id, body.code, trx);
      if (!claim.ok) return refuse(c, t(REFUSALS[claim.reason]));
      return ok(c, null, await announceBonus(services, t, localeOf(c), player.id, claim, trx));
    });
  },
);
