import { createFactory } from 'hono/factory';
import type { LaunchDtContext } from '../../generated/server/routes/casino/casino.context.ts';
import { LaunchDtBody, LaunchDtResponse } from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { launchGame } from '../casino/launch.ts';

const factory = createFactory();
export const launchDtHandlers = factory.createHandlers(
  zValidator('json', LaunchDtBody),
  zValidator('response', LaunchDtResponse),
  async (c: LaunchDtContext) => {
    return launchGame(c, 'dt', c.req.valid('json').code);
  },
);
