import { periodStart } from '../../domain/limits.ts';
import { refused } from '../handlers/envelope';
import { addRound, addTransaction, openSession } from '../history';
import { whenHubConnected } from '../hub/mock-hub';
import { announceLimitAlerts } from '../limit-alerts';
import { setLimit, usedSince } from '../protection';
import { block, protectionOf } from '../protection-store';
import type { NamedScenario } from './catalogue';
import { answerWith, SCENARIO_PLAYER, type ScenarioBehaviour } from './effects';

// Scenarios of the player's account: who is logged in, refused logins and sessions, and player
// protection (a limit reached, a reality check due, a break, a limit alert pushed by the hub).

export const LIMIT_SCENARIO_AMOUNT = 100;
export const REALITY_CHECK_DUE_IN_MS = 3000;
export const LIMIT_ALERT_DELAY_MS = 1000;

export const accountBehaviours = {
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
} satisfies Partial<Record<NamedScenario, ScenarioBehaviour>>;
