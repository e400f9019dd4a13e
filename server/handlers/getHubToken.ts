import { createFactory } from 'hono/factory';
import type { GetHubTokenContext } from '../../generated/server/routes/auth/auth.context.ts';
import { GetHubTokenResponse } from '../../generated/server/routes/auth/auth.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { issueHubToken } from '../hub/hub-tokens.ts';

const factory = createFactory();
export const getHubTokenHandlers = factory.createHandlers(
  zValidator('response', GetHubTokenResponse),
  async (c: GetHubTokenContext) => {
    const services = servicesOf(c);
    const { player, sessionId } = await requireSession(c);
    const { token, expiresAt } = issueHubToken(
      services.config.secret,
      { playerId: player.id, sessionId },
      services.now(),
    );
    return ok(c, { token, expiresAt: expiresAt.toISOString() });
  },
);
