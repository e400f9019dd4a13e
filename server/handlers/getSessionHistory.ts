import { createFactory } from 'hono/factory';
import { periodProblem } from '../../domain/history.ts';
import type { GetSessionHistoryContext } from '../../generated/server/routes/history/history.context.ts';
import {
  GetSessionHistoryBody,
  GetSessionHistoryResponse,
} from '../../generated/server/routes/history/history.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { sessionHistory } from '../customer/session-history.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

// One page of the player's sessions that began in the period (at most 12 months back, not
// reversed), newest first, the one the request comes from marked current.
const factory = createFactory();
export const getSessionHistoryHandlers = factory.createHandlers(
  zValidator('json', GetSessionHistoryBody),
  zValidator('response', GetSessionHistoryResponse),
  async (c: GetSessionHistoryContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { player, sessionId } = await requireSession(c);
    const { from, to, skip, take } = c.req.valid('json');
    const problem = periodProblem({ from, to }, services.now().getTime());
    if (problem === 'reversed') return refuse(c, t('customer:periodReversed'));
    if (problem === 'too-old') return refuse(c, t('customer:periodTooOld'));
    const page = await sessionHistory(
      services.db,
      { playerId: player.id, currentSessionId: sessionId, from: new Date(from), to: new Date(to) },
      { skip, take },
    );
    return ok(c, page);
  },
);
