import { createFactory } from 'hono/factory';
import type { ReadNotificationContext } from '../../generated/server/routes/customer/customer.context.ts';
import {
  ReadNotificationBody,
  ReadNotificationResponse,
} from '../../generated/server/routes/customer/customer.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

// Marks the player's own notifications among the ids as read. Ids of another player's
// notifications are passed over as if they did not exist; none of the player's: refused.
const factory = createFactory();
export const readNotificationHandlers = factory.createHandlers(
  zValidator('json', ReadNotificationBody),
  zValidator('response', ReadNotificationResponse),
  async (c: ReadNotificationContext) => {
    const { player } = await requireSession(c);
    const { id } = c.req.valid('json');
    const marked = await servicesOf(c)
      .db.updateTable('notifications')
      .set({ is_read: true })
      .where('player_id', '=', player.id)
      .where('id', 'in', id)
      .returning('id')
      .execute();
    if (marked.length === 0) return refuse(c, tOf(c)('customer:notificationNotFound'));
    return ok(c, null);
  },
);
