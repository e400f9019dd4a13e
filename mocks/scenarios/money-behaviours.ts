import { HttpResponse } from 'msw';
import type { PlayerBonus } from '@generated/api/model';
import { MOCK_CHECKOUT_PATH } from '../data/payment-data';
import { ok, refused } from '../handlers/envelope';
import { replaceHistory } from '../history';
import type { NamedScenario } from './catalogue';
import { answerWith, SCENARIO_PLAYER, type ScenarioBehaviour } from './effects';
import { answerOperations } from './operations';

// Scenarios of money and play: deposits and withdrawals answered otherwise, launches refused,
// the member area's history empty, failing or long.

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

export const moneyBehaviours = {
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
} satisfies Partial<Record<NamedScenario, ScenarioBehaviour>>;
