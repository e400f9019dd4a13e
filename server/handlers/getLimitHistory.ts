import { createFactory } from 'hono/factory';
import type { GetLimitHistoryContext } from '../../generated/server/routes/protection/protection.context.ts';
import { GetLimitHistoryResponse } from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { settleLimits, shownAmount } from '../protection/limit-store.ts';

// The player's own changes of limits, newest first, at most the last 100; a change whose 24
// hours have passed shows as applied.
const HISTORY_SIZE = 100;

const factory = createFactory();
export const getLimitHistoryHandlers = factory.createHandlers(
  zValidator('response', GetLimitHistoryResponse),
  async (c: GetLimitHistoryContext) => {
    const services = servicesOf(c);
    const { player } = await requireSession(c);
    await settleLimits(services.db, player.id, services.now());
    const rows = await services.db
      .selectFrom('limit_changes')
      .selectAll()
      .where('player_id', '=', player.id)
      .orderBy('id', 'desc')
      .limit(HISTORY_SIZE)
      .execute();
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        time: row.created_at.toISOString(),
        kind: row.kind,
        period: row.period,
        amount: shownAmount(row.kind, row.amount),
        previous: shownAmount(row.kind, row.previous),
        effectiveAt: row.effective_at.toISOString(),
        status: row.status,
      })),
    );
  },
);
