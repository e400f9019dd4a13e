import { NotificationType, type LimitAlert } from '@generated/api/model';
import { addNotification } from './handlers/notification-handlers';
import { pushHubMessage } from './hub/mock-hub';
import { newAlerts } from './protection';
import { protectionOf } from './protection-store';

// After a deposit or a spin, the limits that have just passed 80 % or 100 % are announced through
// the hub (command LimitAlert) and kept as a System notification in the player's list (the client
// reads the list again on LimitAlert: one toast, not two), in the player's language (the one
// their last protection call carried: a spin comes from the game page, which sends none).

const NAMES = {
  tr: {
    period: { 1: 'Günlük', 2: 'Haftalık', 3: 'Aylık' },
    kind: { 1: 'yatırım', 2: 'kayıp', 3: 'bahis', 4: 'oturum süresi' },
  },
  en: {
    period: { 1: 'daily', 2: 'weekly', 3: 'monthly' },
    kind: { 1: 'deposit', 2: 'loss', 3: 'wager', 4: 'session time' },
  },
} as const;

export function limitAlertText(alert: Omit<LimitAlert, 'text'>, english: boolean): string {
  if (english) {
    const name = `${NAMES.en.period[alert.period]} ${NAMES.en.kind[alert.kind]} limit`;
    return alert.percent === 100
      ? `You have reached your ${name}.`
      : `You have used ${alert.percent}% of your ${name}.`;
  }
  const name = `${NAMES.tr.period[alert.period]} ${NAMES.tr.kind[alert.kind]} limitinizin`;
  return alert.percent === 100
    ? `${name} tamamını kullandınız.`
    : `${name} %${alert.percent}'ini kullandınız.`;
}

export function announceLimitAlerts(username: string, now = Date.now()): void {
  const english = protectionOf(username).locale === 'en';
  for (const { limit, percent } of newAlerts(username, now)) {
    const fields = {
      kind: limit.kind,
      period: limit.period,
      percent,
      amount: limit.amount ?? 0,
      used: limit.used,
    };
    const text = limitAlertText(fields, english);
    addNotification(username, {
      title: english ? 'Limit alert' : 'Limit uyarısı',
      note: text,
      type: NotificationType.System,
    });
    pushHubMessage('LimitAlert', { ...fields, text } satisfies LimitAlert);
  }
}
