import { createFactory } from 'hono/factory';
import type { LaunchEmContext } from '../../generated/server/routes/casino/casino.context.ts';
import { LaunchEmBody, LaunchEmResponse } from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { launchGame } from '../casino/launch.ts';

const factory = createFactory();
export const launchEmHandlers = factory.createHandlers(
  zValidator('json', LaunchEmBody),
  zValidator('response', LaunchEmResponse),
  async (c: LaunchEmContext) => {
    return launchGame(c, 'em', c.req.valid('json').code);
  },
);
