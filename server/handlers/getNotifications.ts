import { createFactory } from 'hono/factory';
import type { GetNotificationsContext } from '../../generated/server/routes/customer/customer.context.ts';
import {
  GetNotificationsBody,
  GetNotificationsResponse,
} from '../../generated/server/routes/customer/customer.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { notificationOf } from '../customer/notify.ts';
import { requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

// One page of the player's own notifications, newest first.
const factory = createFactory();
export const getNotificationsHandlers = factory.createHandlers(
  zValidator('json', GetNotificationsBody),
  zValidator('response', GetNotificationsResponse),
  async (c: GetNotificationsContext) => {
    const { player } = await requireSession(c);
    const { skip, take } = c.req.valid('json');
    const rows = await servicesOf(c)
      .db.selectFrom('notifications')
      .selectAll()
      .where('player_id', '=', player.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
    return ok(c, rows.map(notificationOf));
  },
);
