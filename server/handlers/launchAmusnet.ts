import { createFactory } from 'hono/factory';
import type { LaunchAmusnetContext } from '../../generated/server/routes/casino/casino.context.ts';
import {
  LaunchAmusnetBody,
  LaunchAmusnetResponse,
} from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { launchGame } from '../casino/launch.ts';

const factory = createFactory();
export const launchAmusnetHandlers = factory.createHandlers(
  zValidator('json', LaunchAmusnetBody),
  zValidator('response', LaunchAmusnetResponse),
  async (c: LaunchAmusnetContext) => {
    return launchGame(c, 'amusnet', c.req.valid('json').code);
  },
);
