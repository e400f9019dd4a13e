import { createFactory } from 'hono/factory';
import type { LaunchHub88Context } from '../../generated/server/routes/casino/casino.context.ts';
import {
  LaunchHub88Body,
  LaunchHub88Response,
} from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { launchGame } from '../casino/launch.ts';

const factory = createFactory();
export const launchHub88Handlers = factory.createHandlers(
  zValidator('json', LaunchHub88Body),
  zValidator('response', LaunchHub88Response),
  async (c: LaunchHub88Context) => {
    return launchGame(c, 'hub88', c.req.valid('json').gameCode);
  },
);
