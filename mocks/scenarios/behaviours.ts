import { HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { Notification, PlayerBonus } from '@generated/api/model';
import { MOCK_CHECKOUT_PATH } from '../data/payment-data';
import { adjustBootstrap } from '../handlers/bootstrap-handlers';
import { ok, refused } from '../handlers/envelope';
import { addNotification, setNotifications } from '../handlers/notification-handlers';
import { addRound, addTransaction, openSession, replaceHistory } from '../history';
import { pushNotification, whenHubConnected } from '../hub/mock-hub';
import { announceLimitAlerts } from '../limit-alerts';
import { block, periodStart, protectionOf, setLimit, usedSince } from '../protection';
import type { NamedScenario } from './catalogue';
import type { Fault } from './faults';
import { answerOperations } from './operations';

/** What a scenario changes in the mock backend. */
export interface ScenarioEffects {
  /** Answered before the seeded backend's handlers. */
  handlers?: RequestHandler[];
  faults?: Fault[];
  /** Changes to the seeded data, made once the data is seeded. */
  seed?: () => void;
  /** Runs once the backend serves (timers and the like). */
  start?: () => void;
  /** The player to log in (a username), or null for a visitor. */
  session?: string | null;
  /** Browser storage is cleared: a first visit. */
  clearStorage?: boolean;
}

/**
 * `chosenNow` is true on the page load whose address chose the scenario; later loads of the
 * browser session keep its answers but not its one-off changes (a login, an expired token).
 */
export type ScenarioBehaviour = (chosenNow: boolean) => ScenarioEffects;

export const SCENARIO_PLAYER = 'demo';
export const HUB_PUSH_INTERVAL_MS = 5000;
export const MANY_UNREAD_COUNT = 12;
export const LIMIT_SCENARIO_AMOUNT = 100;
export const REALITY_CHECK_DUE_IN_MS = 3000;
export const LIMIT_ALERT_DELAY_MS = 1000;

/** Answers the given operations with this envelope; other calls fall through. */
function answerWith(operationIds: readonly string[], envelope: () => JsonBodyType) {
  return answerOperations(operationIds, () => HttpResponse.json(envelope()));
}

const HISTORY_READS = [
  'getTransactionHistory',
  'getGameHistory',
  'getSessionHistory',
  'getBonuses',
  'getBonusOffers',
];
export const MANY_BONUSES_COUNT = 24;

/** Bonuses of every processing status, the active ones with their wagering under way. */
function manyBonuses(count: number): PlayerBonus[] {
  const day = 86_400_000;
  return Array.from({ length: count }, (_, index) => {
    const status = ([1, 1, 2, 3, 4] as const)[index % 5] ?? 1;
    const amount = 50 + (index % 6) * 50;
    return {
      id: 4000 + index,
      name: `Bonus ${index + 1}`,
      amount,
      status,
      wagered: status === 2 ? amount * 10 : (index * 37) % (amount * 10),
      wageringRequired: amount * 10,
      awardedAt: new Date(Date.now() - (index + 1) * 3 * day).toISOString(),
      expiresAt: new Date(Date.now() + (status === 1 ? 1 : -1) * (index + 1) * day).toISOString(),
    };
  });
}

const LAUNCHES = [
  'launchDt',
  'launchEm',
  'launchAmusnet',
  'launchEgt',
  'launchHub88',
  'launchSoftgamings',
];

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

export const behaviours: Record<NamedScenario, ScenarioBehaviour> = {
  happy: () => ({}),

  'new-visitor': (chosenNow) => (chosenNow ? { clearStorage: true, session: null } : {}),

  'returning-player': (chosenNow) => (chosenNow ? { session: SCENARIO_PLAYER } : {}),

  'login-fails': () => ({
    handlers: [answerWith(['login'], () => refused('Kullanıcı adı veya şifre hatalı.'))],
  }),

  'username-taken': () => ({
    handlers: [answerWith(['register'], () => refused('Bu kullanıcı adı zaten kullanılıyor.'))],
  }),

  'session-expired': (chosenNow) =>
    chosenNow ? { faults: [{ kind: 'unauthorized', authenticatedOnly: true, once: true }] } : {},

  'bootstrap-fails': () => ({ faults: [{ kind: 'server-error', operations: ['getBootstrap'] }] }),

  'no-trial-bonus': () => ({
    seed: () => adjustBootstrap((bootstrap) => ({ ...bootstrap, trialBonusAmount: 0 })),
  }),

  'empty-notifications': () => ({ seed: () => setNotifications(SCENARIO_PLAYER, []) }),

  'many-unread': () => ({
    seed: () => setNotifications(SCENARIO_PLAYER, announcements(MANY_UNREAD_COUNT)),
  }),

  'deposit-redirect': () => ({
    handlers: [
      answerOperations(['deposit'], (request) =>
        HttpResponse.json(
          ok(new URL(MOCK_CHECKOUT_PATH, request.url).href, 'Yatırım talebiniz oluşturuldu.'),
        ),
      ),
    ],
  }),

  'deposit-message': () => ({
    handlers: [
      answerWith(['deposit'], () =>
        ok(null, 'Yatırım talebiniz alındı. Onaylandığında bakiyenize yansıyacaktır.'),
      ),
    ],
  }),

  'deposit-no-fields': () => ({
    handlers: [answerWith(['getPaymentDetail'], () => ok([]))],
  }),

  'withdraw-fails': () => ({
    handlers: [answerWith(['withdraw'], () => refused('Bakiyeniz bu çekim için yetersiz.'))],
  }),

  'launch-fails': () => ({
    handlers: [answerWith(LAUNCHES, () => refused('Oyun şu anda başlatılamıyor.'))],
  }),

  'empty-history': () => ({
    seed: () =>
      replaceHistory(SCENARIO_PLAYER, { transactions: [], rounds: [], bonuses: [], sessions: [] }),
  }),

  'history-fails': () => ({ faults: [{ kind: 'server-error', operations: HISTORY_READS }] }),

  'many-bonuses': () => ({
    seed: () => replaceHistory(SCENARIO_PLAYER, { bonuses: manyBonuses(MANY_BONUSES_COUNT) }),
  }),

  // One-off changes: later page loads keep them in the saved mock state.
  'deposit-limit-reached': (chosenNow) =>
    chosenNow
      ? {
          seed: () => {
            addTransaction(SCENARIO_PLAYER, {
              type: 1,
              amount: LIMIT_SCENARIO_AMOUNT,
              method: 'Papara',
            });
            setLimit(SCENARIO_PLAYER, 1, 1, LIMIT_SCENARIO_AMOUNT, Date.now());
          },
        }
      : {},

  'reality-check-due': (chosenNow) => ({
    seed: () => {
      protectionOf(SCENARIO_PLAYER).realityCheckMinutes = 15;
      if (!chosenNow) return;
      // The session began a moment less than one interval ago (journaled, so it outlives a
      // reload like any login).
      const loginTime = Date.now() - 15 * 60_000 + REALITY_CHECK_DUE_IN_MS;
      openSession(SCENARIO_PLAYER, 'Linux', 'Chrome', new Date(loginTime).toISOString());
      // A few spins in this session, for the check's figures.
      const game = { game: 'Sweet Bonanza', provider: 'Pragmatic Play' };
      addRound(SCENARIO_PLAYER, { ...game, kind: 2, amount: 10, balanceAfter: 1240.75 });
      addRound(SCENARIO_PLAYER, { ...game, kind: 2, amount: 10, balanceAfter: 1230.75 });
      addRound(SCENARIO_PLAYER, { ...game, kind: 1, amount: 25, balanceAfter: 1255.75 });
    },
  }),

  'on-break': (chosenNow) =>
    chosenNow
      ? { session: null, seed: () => block(SCENARIO_PLAYER, 'break', Date.now() + 86_400_000) }
      : {},

  'limit-alert': (chosenNow) => ({
    seed: () => {
      if (!chosenNow) return;
      // Today's deposits so far plus 500: the 400 deposited below brings it past 80 %.
      const now = Date.now();
      const used = usedSince(SCENARIO_PLAYER, 1, periodStart(1, now), now);
      setLimit(SCENARIO_PLAYER, 1, 1, used + LIMIT_SCENARIO_AMOUNT * 5, now);
    },
    start: () => {
      if (!chosenNow) return;
      // A moment after the page has connected to the hub (it connects once the page has settled,
      // later on a busy machine): an alert pushed before would reach nobody.
      void whenHubConnected().then(() =>
        setTimeout(() => {
          addTransaction(SCENARIO_PLAYER, {
            type: 1,
            amount: LIMIT_SCENARIO_AMOUNT * 4,
            method: 'Papara',
          });
          announceLimitAlerts(SCENARIO_PLAYER);
        }, LIMIT_ALERT_DELAY_MS),
      );
    },
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
};
