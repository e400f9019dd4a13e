import type { LimitKind, LimitPeriod } from '@generated/api/model';
import {
  getAnswerRealityCheckMockHandler,
  getCancelLimitChangeMockHandler,
  getGetLimitHistoryMockHandler,
  getGetLimitsMockHandler,
  getGetPlaySessionMockHandler,
  getSelfExcludeMockHandler,
  getSetLimitMockHandler,
  getSetRealityCheckMockHandler,
  getSetSessionLimitMockHandler,
  getTakeBreakMockHandler,
} from '@generated/api/protection/protection.msw';
import {
  AnswerRealityCheckBody,
  CancelLimitChangeBody,
  SelfExcludeBody,
  SetLimitBody,
  SetRealityCheckBody,
  SetSessionLimitBody,
  TakeBreakBody,
} from '@generated/api/protection/protection.zod';
import { breakEndsAt, exclusionEndsAt, type BlockKind } from '../../domain/breaks.ts';
import { limitOrderProblem, RAISE_DELAY_MS } from '../../domain/limits.ts';
import type { LimitOutcome } from '../../domain/limits.ts';
import { findPlayerByToken, updatePlayer, type Player } from '../db';
import { closeSession, deviceOf, openSession } from '../history';
import { cancelChange, limitsOf, playSessionOf, setLimit } from '../protection';
import { block, protectionOf } from '../protection-store';
import { moment, ok, refused, say, unauthorized } from './envelope';

// Player protection: limits, the reality-check interval, breaks and self-exclusion, by the rules
// of domain/ (limits.ts, breaks.ts) over the state in ../protection.ts, with messages in the
// request's language.

function playerOf(request: Request): Player {
  const player = findPlayerByToken(request.headers.get('Authorization')) ?? unauthorized();
  protectionOf(player.username).locale = request.headers.get('x-locale') === 'en' ? 'en' : 'tr';
  return player;
}

async function bodyOf<T>(request: Request, schema: { safeParse: (value: unknown) => T }) {
  return schema.safeParse(await request.json().catch(() => null));
}

function invalid(request: Request) {
  return refused(say(request, 'Gönderilen bilgiler geçersiz.', 'The details sent are not valid.'));
}

/** The answer to a saved set of limits: which applied now and when the rest will. */
function savedMessage(request: Request, outcomes: readonly LimitOutcome[], now: number) {
  if (outcomes.every((outcome) => outcome === 'unchanged')) {
    return say(request, 'Limitlerinizde değişiklik yok.', 'Your limits are unchanged.');
  }
  if (!outcomes.includes('pending')) {
    return say(
      request,
      'Limitleriniz kaydedildi ve hemen geçerli.',
      'Your limits are saved and apply now.',
    );
  }
  const when = moment(request, now + RAISE_DELAY_MS);
  return say(
    request,
    `Limitleriniz kaydedildi. Yükseltilen veya kaldırılan limitler ${when} tarihinde geçerli olacak.`,
    `Your limits are saved. Raised or removed limits take effect on ${when}.`,
  );
}

/** Logs the player out everywhere and keeps them out until `until`. */
function shutOut(player: Player, kind: BlockKind, until: number): void {
  block(player.username, kind, until);
  closeSession(player.username);
  // The old token stops working at once: every later call with it answers 401.
  updatePlayer(player.username, { token: `mock-token-${player.username}-${Date.now()}` });
}

export const protectionHandlers = [
  getGetLimitsMockHandler(({ request }) => ok(limitsOf(playerOf(request).username, Date.now()))),

  getSetLimitMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = await bodyOf(request, SetLimitBody);
    if (!parsed.success) return invalid(request);
    const { kind, day, week, month } = parsed.data;
    const order = limitOrderProblem(day, week, month);
    if (order === 'below-daily') {
      return refused(
        say(
          request,
          'Haftalık ve aylık limit günlük limitten düşük olamaz.',
          'The weekly and monthly limits cannot be below the daily limit.',
        ),
      );
    }
    if (order === 'monthly-below-weekly') {
      return refused(
        say(
          request,
          'Aylık limit haftalık limitten düşük olamaz.',
          'The monthly limit cannot be below the weekly limit.',
        ),
      );
    }
    const now = Date.now();
    const periods: Array<[LimitPeriod, number | null]> = [
      [1, day],
      [2, week],
      [3, month],
    ];
    const outcomes = periods.map(([period, amount]) =>
      setLimit(player.username, kind as LimitKind, period, amount, now),
    );
    return ok(null, savedMessage(request, outcomes, now));
  }),

  getSetSessionLimitMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = await bodyOf(request, SetSessionLimitBody);
    if (!parsed.success) {
      return refused(
        say(
          request,
          'Oturum süresi 1 ile 1440 dakika arasında olmalıdır.',
          'The session time must be between 1 and 1440 minutes.',
        ),
      );
    }
    const now = Date.now();
    const outcome = setLimit(player.username, 4, 1, parsed.data.minutes, now);
    return ok(null, savedMessage(request, [outcome], now));
  }),

  getCancelLimitChangeMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = await bodyOf(request, CancelLimitChangeBody);
    if (!parsed.success) return invalid(request);
    const { kind, period } = parsed.data;
    if (!cancelChange(player.username, kind, period, Date.now())) {
      return refused(
        say(
          request,
          'Bu limit için bekleyen bir değişiklik yok.',
          'There is no pending change for this limit.',
        ),
      );
    }
    return ok(
      null,
      say(request, 'Bekleyen değişiklik iptal edildi.', 'The pending change is cancelled.'),
    );
  }),

  getGetLimitHistoryMockHandler(({ request }) => {
    const { username } = playerOf(request);
    limitsOf(username, Date.now());
    return ok(protectionOf(username).changes.slice(0, 100));
  }),

  getSetRealityCheckMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = await bodyOf(request, SetRealityCheckBody);
    if (!parsed.success) return invalid(request);
    protectionOf(player.username).realityCheckMinutes = parsed.data.minutes;
    return ok(null, say(request, 'Hatırlatma aralığı kaydedildi.', 'Reminder interval saved.'));
  }),

  // The answer is checked against the play session as the server checks it; the mock keeps no
  // record of it (nothing it serves reads one back).
  getAnswerRealityCheckMockHandler(async ({ request }) => {
    const { username } = playerOf(request);
    const parsed = await bodyOf(request, AnswerRealityCheckBody);
    if (!parsed.success) return invalid(request);
    if (playSessionOf(username)?.startedAt !== parsed.data.startedAt)
      return refused(
        say(request, 'Bu hatırlatma artık geçerli değil.', 'This reminder is no longer valid.'),
      );
    return ok(null);
  }),

  getTakeBreakMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = await bodyOf(request, TakeBreakBody);
    if (!parsed.success) return invalid(request);
    if (parsed.data.password !== player.password) {
      return refused(say(request, 'Şifreniz hatalı.', 'Your password is wrong.'));
    }
    const until = breakEndsAt(parsed.data.period, Date.now());
    shutOut(player, 'break', until);
    const when = moment(request, until);
    return ok(
      null,
      say(
        request,
        `Ara verdiniz. Hesabınız ${when} tarihine kadar kapalı.`,
        `You are taking a break. Your account is closed until ${when}.`,
      ),
    );
  }),

  getSelfExcludeMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = await bodyOf(request, SelfExcludeBody);
    if (!parsed.success) return invalid(request);
    if (parsed.data.password !== player.password) {
      return refused(say(request, 'Şifreniz hatalı.', 'Your password is wrong.'));
    }
    const until = exclusionEndsAt(parsed.data.period, Date.now());
    shutOut(player, 'exclusion', until);
    const when = moment(request, until);
    return ok(
      null,
      say(
        request,
        `Kendinizi oyundan men ettiniz. Hesabınız ${when} tarihine kadar kapalı.`,
        `You have excluded yourself. Your account is closed until ${when}.`,
      ),
    );
  }),

  getGetPlaySessionMockHandler(({ request }) => {
    const { username } = playerOf(request);
    // A session restored without a login call (a mock scenario) starts now.
    if (!playSessionOf(username)) openSession(username, ...deviceOf(request));
    return ok(playSessionOf(username));
  }),
];
