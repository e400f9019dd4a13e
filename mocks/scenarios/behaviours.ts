import type { Notification } from '@generated/api/model';
import { adjustBootstrap } from '../handlers/bootstrap-handlers';
import { addNotification, setNotifications } from '../handlers/notification-handlers';
import { pushNotification } from '../hub/mock-hub';
import { accountBehaviours } from './account-behaviours';
import type { NamedScenario } from './catalogue';
import { SCENARIO_PLAYER, type ScenarioBehaviour } from './effects';
import { moneyBehaviours } from './money-behaviours';

// What each named scenario changes in the mock backend: the site's own ones here (the start-up
// data, notifications, the network), the account's and money's in their files.

export const HUB_PUSH_INTERVAL_MS = 5000;
export const MANY_UNREAD_COUNT = 12;

function announcements(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 2000 + count - index,
    title: `Duyuru ${count - index}`,
    note: 'Yeni kampanyalarımızı Promosyonlar sayfasında bulabilirsiniz.',
    type: 5,
    isRead: false,
    timeStamp: `2026-11-${String(20 - (index % 19)).padStart(2, '0')}T12:00:00`,
  }));
}

let pushed = 0;

export const behaviours = {
  ...accountBehaviours,
  ...moneyBehaviours,

  happy: () => ({}),

  'bootstrap-fails': () => ({ faults: [{ kind: 'server-error', operations: ['getBootstrap'] }] }),

  'no-trial-bonus': () => ({
    seed: () => adjustBootstrap((bootstrap) => ({ ...bootstrap, trialBonusAmount: 0 })),
  }),

  'empty-notifications': () => ({ seed: () => setNotifications(SCENARIO_PLAYER, []) }),

  'many-unread': () => ({
    seed: () => setNotifications(SCENARIO_PLAYER, announcements(MANY_UNREAD_COUNT)),
  }),

  'slow-network': () => ({ faults: [{ kind: 'delay', delayMs: 2000 }] }),

  'server-errors': () => ({ faults: [{ kind: 'server-error' }] }),

  offline: () => ({ faults: [{ kind: 'network' }] }),

  'not-main-domain': () => ({
    seed: () =>
      adjustBootstrap((bootstrap) => ({
        ...bootstrap,
        domainStatus: { ...bootstrap.domainStatus, current: 'royalbet500.com' },
      })),
  }),

  'hub-push': () => ({
    start: () => {
      setInterval(() => {
        pushed += 1;
        pushNotification(
          addNotification(SCENARIO_PLAYER, {
            title: `Canlı duyuru ${pushed}`,
            note: 'Bu bildirim gerçek zamanlı bağlantı üzerinden gönderildi.',
            type: 5,
          }),
        );
      }, HUB_PUSH_INTERVAL_MS);
    },
  }),
} satisfies Record<NamedScenario, ScenarioBehaviour>;
