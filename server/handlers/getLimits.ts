import { createFactory } from 'hono/factory';
import type { GetLimitsContext } from '../../generated/server/routes/protection/protection.context.ts';
import { GetLimitsResponse } from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { protectionSettings, settleLimits } from '../protection/limit-store.ts';
import { playerLimits } from '../protection/limit-use.ts';

// The player's ten limits with their use this period (from the ledger and the sessions), the
// reality-check interval and whether a deposit limit was ever set.
const factory = createFactory();
export const getLimitsHandlers = factory.createHandlers(
  zValidator('response', GetLimitsResponse),
  async (c: GetLimitsContext) => {
    const services = servicesOf(c);
    const { player } = await requireSession(c);
    const now = services.now();
    await settleLimits(services.db, player.id, now);
    const limits = await playerLimits(services.db, player.id, now.getTime());
    const settings = await protectionSettings(services.db, player.id);
    return ok(c, { limits, ...settings });
  },
);
