import { createFactory } from 'hono/factory';
import type { GetBalanceContext } from '../../generated/server/routes/user/user.context.ts';
import { GetBalanceResponse } from '../../generated/server/routes/user/user.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { balanceOf, fromCents } from '../money/ledger.ts';

// The player's balance, from their wallet in the ledger (polled by the site every 10 s).
const factory = createFactory();
export const getBalanceHandlers = factory.createHandlers(
  zValidator('response', GetBalanceResponse),
  async (c: GetBalanceContext) => {
    const { player } = await requireSession(c);
    return ok(c, { balance: fromCents(await balanceOf(servicesOf(c).db, player.id)) });
  },
);
