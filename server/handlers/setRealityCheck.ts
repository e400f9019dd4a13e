import { createFactory } from 'hono/factory';
import type { SetRealityCheckContext } from '../../generated/server/routes/protection/protection.context.ts';
import {
  SetRealityCheckBody,
  SetRealityCheckResponse,
} from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

// How often the reality check reminds the player (0: never); the server pushes each check
// (server/realtime-checks/) and getLimits reads the interval back.
const factory = createFactory();
export const setRealityCheckHandlers = factory.createHandlers(
  zValidator('json', SetRealityCheckBody),
  zValidator('response', SetRealityCheckResponse),
  async (c: SetRealityCheckContext) => {
    const services = servicesOf(c);
    const { player } = await requireSession(c);
    const { minutes } = c.req.valid('json');
    await services.db
      .insertInto('protection_settings')
      .values({ player_id: player.id, reality_check_minutes: minutes })
      .onConflict((oc) => oc.column('player_id').doUpdateSet({ reality_check_minutes: minutes }))
      .execute();
    return ok(c, null, tOf(c)('protection:realityCheckSaved'));
  },
);
