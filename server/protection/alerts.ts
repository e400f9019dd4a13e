import { dueAlerts } from '../../domain/limit-alerts.ts';
import type { LimitAlert } from '../../generated/server/model/limitAlert.ts';
import { NotificationType } from '../../generated/server/model/notificationType.ts';
import { transact } from '../db/transact.ts';
import { translator } from '../i18n/i18n.ts';
import type { Services } from '../services.ts';
import { anyLimitOf, limitSettings } from './limit-store.ts';
import { playerLimits } from './limit-use.ts';

// Limit alerts: once a limit is 80 % or fully used, the player is told, once per limit and
// period (domain/limit-alerts.ts). The alert goes through the hub as NotifyMessage('LimitAlert',
// alert) and is kept as a System notification in the player's list, without a Notification push
// of its own: on LimitAlert the site shows one warning and reads the list again. The text is in
// the player's language.

function alertText(
  locale: 'tr' | 'en',
  alert: Pick<LimitAlert, 'kind' | 'period' | 'percent'>,
): string {
  const t = translator(locale);
  const names = {
    period: t(`protection:alert.periods.${alert.period}`),
    kind: t(`protection:alert.kinds.${alert.kind}`),
  };
  return alert.percent === 100
    ? t('protection:alert.reached', names)
    : t('protection:alert.used', { ...names, percent: alert.percent });
}

/** Announces the alerts newly due for the player; returns them (none when nothing is due). */
export async function announceLimitAlerts(
  services: Services,
  playerId: number,
): Promise<LimitAlert[]> {
  const now = services.now();
  const settings = await limitSettings(services.db, playerId, now.getTime());
  if (!anyLimitOf(settings, [1, 2, 3, 4])) return [];
  const limits = await playerLimits(services.db, playerId, now.getTime(), settings);
  const candidates = dueAlerts(limits, [], now.getTime());
  if (candidates.length === 0) return [];
  const tags = candidates.map((alert) => alert.tag);
  const sent = await services.db
    .selectFrom('limit_alerts')
    .select('tag')
    .where('player_id', '=', playerId)
    .where('tag', 'in', tags)
    .execute();
  const due = dueAlerts(
    limits,
    sent.map((row) => row.tag),
    now.getTime(),
  );
  if (due.length === 0) return [];
  const player = await services.db
    .selectFrom('players')
    .select('locale')
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  const t = translator(player.locale);
  const announced = await transact(services.db, async (trx) => {
    const alerts: LimitAlert[] = [];
    for (const { limit, percent, tag } of due) {
      // The key lets the alert go once even when two settlements reach it at the same moment.
      const claimed = await trx
        .insertInto('limit_alerts')
        .values({ player_id: playerId, tag, sent_at: now })
        .onConflict((oc) => oc.columns(['player_id', 'tag']).doNothing())
        .returning('tag')
        .executeTakeFirst();
      if (!claimed) continue;
      const fields = {
        kind: limit.kind,
        period: limit.period,
        percent,
        amount: limit.amount ?? 0,
        used: limit.used,
      };
      const text = alertText(player.locale, fields);
      await trx
        .insertInto('notifications')
        .values({
          player_id: playerId,
          type: String(NotificationType.System),
          title: t('protection:alert.title'),
          note: text,
          created_at: now,
        })
        .execute();
      alerts.push({ ...fields, text });
    }
    return alerts;
  });
  for (const alert of announced)
    services.hub.send(playerId, 'NotifyMessage', ['LimitAlert', alert]);
  return announced;
}
