import { createFactory } from 'hono/factory';
import type { LaunchSoftgamingsContext } from '../../generated/server/routes/casino/casino.context.ts';
import {
  LaunchSoftgamingsBody,
  LaunchSoftgamingsResponse,
} from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { launchGame } from '../casino/launch.ts';

const factory = createFactory();
export const launchSoftgamingsHandlers = factory.createHandlers(
  zValidator('json', LaunchSoftgamingsBody),
  zValidator('response', LaunchSoftgamingsResponse),
  async (c: LaunchSoftgamingsContext) => {
    return launchGame(c, 'softgamings', c.req.valid('json').pageCode);
  },
);
