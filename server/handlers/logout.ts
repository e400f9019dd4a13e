import { createFactory } from 'hono/factory';
import type { LogoutContext } from '../../generated/server/routes/auth/auth.context.ts';
import { LogoutResponse } from '../../generated/server/routes/auth/auth.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { endSession } from '../accounts/sessions.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

// Ends the session the request comes from: its token opens nothing any more and its hub
// connections are closed. The player's other sessions (other devices) stay open.
const factory = createFactory();
export const logoutHandlers = factory.createHandlers(
  zValidator('response', LogoutResponse),
  async (c: LogoutContext) => {
    const { sessionId } = await requireSession(c);
    await endSession(servicesOf(c), sessionId, 'logout');
    return ok(c, null, tOf(c)('auth:loggedOut'));
  },
);
