import { createFactory } from 'hono/factory';
import type { AnswerRealityCheckContext } from '../../generated/server/routes/protection/protection.context.ts';
import {
  AnswerRealityCheckBody,
  AnswerRealityCheckResponse,
} from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

// The answer to a reality check of this session is kept once (the first), with its time: the
// record that the player saw the check and what they chose. A check of another session (a page
// left open across a login) is refused and nothing is kept.
const factory = createFactory();
export const answerRealityCheckHandlers = factory.createHandlers(
  zValidator('json', AnswerRealityCheckBody),
  zValidator('response', AnswerRealityCheckResponse),
  async (c: AnswerRealityCheckContext) => {
    const services = servicesOf(c);
    const { sessionId } = await requireSession(c);
    const { startedAt, checks, answer } = c.req.valid('json');
    const session = await services.db
      .selectFrom('sessions')
      .select('started_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (Date.parse(startedAt) !== session.started_at.getTime())
      return refuse(c, tOf(c)('protection:realityCheckStale'));
    await services.db
      .insertInto('reality_check_answers')
      .values({ session_id: sessionId, checks, answer, answered_at: services.now() })
      .onConflict((oc) => oc.columns(['session_id', 'checks']).doNothing())
      .execute();
    return ok(c, null);
  },
);
