import { createFactory } from 'hono/factory';
import type { GetPlaySessionContext } from '../../generated/server/routes/protection/protection.context.ts';
import { GetPlaySessionResponse } from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { playSessionOf } from '../protection/play-session.ts';

// This session's figures for the reality check and the session clock: its start by the
// server's clock, and what was staked and won since.
const factory = createFactory();
export const getPlaySessionHandlers = factory.createHandlers(
  zValidator('response', GetPlaySessionResponse),
  async (c: GetPlaySessionContext) => {
    const services = servicesOf(c);
    const { sessionId } = await requireSession(c);
    return ok(c, await playSessionOf(services.db, sessionId));
  },
);
