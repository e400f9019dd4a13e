import { createFactory } from 'hono/factory';
import { periodProblem } from '../../domain/history.ts';
import type { GetGameHistoryContext } from '../../generated/server/routes/history/history.context.ts';
import {
  GetGameHistoryBody,
  GetGameHistoryResponse,
} from '../../generated/server/routes/history/history.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { gameHistory } from '../casino/history.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

const factory = createFactory();
export const getGameHistoryHandlers = factory.createHandlers(
  zValidator('json', GetGameHistoryBody),
  zValidator('response', GetGameHistoryResponse),
  async (c: GetGameHistoryContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { player } = await requireSession(c);
    const request = c.req.valid('json');
    const problem = periodProblem(request, services.now().getTime());
    if (problem === 'reversed') return refuse(c, t('casino:periodReversed'));
    if (problem === 'too-old') return refuse(c, t('casino:periodTooOld'));
    return ok(c, await gameHistory(services.db, player.id, request));
  },
);
