import { createFactory } from 'hono/factory';
import type { LaunchEgtContext } from '../../generated/server/routes/casino/casino.context.ts';
import {
  LaunchEgtBody,
  LaunchEgtResponse,
} from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { launchGame } from '../casino/launch.ts';

const factory = createFactory();
export const launchEgtHandlers = factory.createHandlers(
  zValidator('json', LaunchEgtBody),
  zValidator('response', LaunchEgtResponse),
  async (c: LaunchEgtContext) => {
    return launchGame(c, 'egt', c.req.valid('json').gameCode);
  },
);
