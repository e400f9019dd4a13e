import { createFactory } from 'hono/factory';
import { periodProblem } from '../../domain/history.ts';
import type { GetTransactionHistoryContext } from '../../generated/server/routes/history/history.context.ts';
import {
  GetTransactionHistoryBody,
  GetTransactionHistoryResponse,
} from '../../generated/server/routes/history/history.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { settleDueDeposits } from '../payments/deposits.ts';
import { transactionHistory } from '../payments/history.ts';

// Financial Activities: one page of the player's deposits and withdrawals in a period of at most
// 12 months, with the count and the confirmed totals of the whole filtered period.
const factory = createFactory();
export const getTransactionHistoryHandlers = factory.createHandlers(
  zValidator('json', GetTransactionHistoryBody),
  zValidator('response', GetTransactionHistoryResponse),
  async (c: GetTransactionHistoryContext) => {
    const { player } = await requireSession(c);
    const services = servicesOf(c);
    const t = tOf(c);
    const body = c.req.valid('json');
    const problem = periodProblem(body, services.now().getTime());
    if (problem === 'reversed') return refuse(c, t('payment:periodReversed'));
    if (problem === 'too-old') return refuse(c, t('payment:periodTooOld'));
    // Deposits the provider has confirmed by now show as Confirmed, even if no timer ran.
    await settleDueDeposits(services, { playerId: player.id });
    return ok(c, await transactionHistory(services.db, player.id, body));
  },
);
