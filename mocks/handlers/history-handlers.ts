import {
  getGetGameHistoryMockHandler,
  getGetSessionHistoryMockHandler,
  getCancelWithdrawMockHandler,
  getGetTransactionHistoryMockHandler,
} from '@generated/api/history/history.msw';
import {
  GetGameHistoryBody,
  GetSessionHistoryBody,
  CancelWithdrawBody,
  GetTransactionHistoryBody,
} from '@generated/api/history/history.zod';
import type { GameDayResult, GameRound, Transaction } from '@generated/api/model';
import { findPlayerByToken, updatePlayer } from '../db';
import { deviceOf, historyOf, openSession, setTransactionStatus } from '../history';
import { lira, ok, refused, say, unauthorized } from './envelope';

// The member area's histories (issue: member area), answered from the player's own history in
// mocks/history.ts, with the rules a real server holds: a period reaches at most 12 months back
// and starts before it ends; only a pending withdrawal can be cancelled.

const HISTORY_MONTHS_BACK = 12;
// A period's start is the player's local midnight, up to a day before the UTC one.
const SLACK_MS = 86_400_000;

function playerOf(request: Request) {
  return findPlayerByToken(request.headers.get('Authorization')) ?? unauthorized();
}

interface Period {
  from: string;
  to: string;
}

/** Why the period is refused, or null when it is fine. */
function periodProblem(request: Request, { from, to }: Period): string | null {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (start > end) {
    return say(
      request,
      'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
      'The start date cannot be after the end date.',
    );
  }
  const limit = new Date();
  limit.setMonth(limit.getMonth() - HISTORY_MONTHS_BACK);
  if (start < limit.getTime() - SLACK_MS) {
    return say(
      request,
      'Geçmiş en fazla 12 ay geriye kadar görüntülenebilir.',
      'History can be shown for at most the last 12 months.',
    );
  }
  return null;
}

const within = (time: string, { from, to }: Period) => {
  const at = Date.parse(time);
  return at >= Date.parse(from) && at <= Date.parse(to);
};
const invalid = (request: Request) => refused(say(request, 'Geçersiz istek.', 'Invalid request.'));
const round2 = (value: number) => Math.round(value * 100) / 100;

function transactionSummary(rows: readonly Transaction[]) {
  const confirmed = (type: number) =>
    round2(
      rows
        .filter((row) => row.type === type && row.status === 1)
        .reduce((sum, row) => sum + row.amount, 0),
    );
  const deposits = confirmed(1);
  const withdrawals = confirmed(2);
  return { deposits, withdrawals, net: round2(deposits - withdrawals) };
}

function gameSummary(lines: readonly GameRound[]) {
  let totalBet = 0;
  let totalWon = 0;
  const days = new Map<string, number>();
  for (const line of lines) {
    const signed = line.kind === 1 ? line.amount : -line.amount;
    if (line.kind === 1) totalWon += line.amount;
    else totalBet += line.amount;
    const day = line.time.slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + signed);
  }
  const perDay: GameDayResult[] = [...days]
    .map(([day, net]) => ({ day, net: round2(net) }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return {
    summary: {
      totalBet: round2(totalBet),
      totalWon: round2(totalWon),
      net: round2(totalWon - totalBet),
    },
    days: perDay,
  };
}

export const historyHandlers = [
  getGetTransactionHistoryMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = GetTransactionHistoryBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(request);
    const body = parsed.data;
    const problem = periodProblem(request, body);
    if (problem) return refused(problem);
    const rows = historyOf(player.username).transactions.filter(
      (row) =>
        within(row.time, body) &&
        (body.type === 0 || row.type === body.type) &&
        (!body.statuses?.length || body.statuses.includes(row.status)),
    );
    return ok({
      items: rows.slice(body.skip, body.skip + body.take).map((row) => ({ ...row })),
      total: rows.length,
      summary: transactionSummary(rows),
    });
  }),

  getCancelWithdrawMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = CancelWithdrawBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(request);
    const row = historyOf(player.username).transactions.find((item) => item.id === parsed.data.id);
    if (!row || row.type !== 2 || row.status !== 2) {
      return refused(
        say(
          request,
          'Bu çekim talebi artık iptal edilemez.',
          'This withdrawal can no longer be cancelled.',
        ),
      );
    }
    setTransactionStatus(player.username, row.id, 5);
    updatePlayer(player.username, { balance: round2(player.balance + row.amount) });
    return ok(
      null,
      say(
        request,
        `Çekim talebiniz iptal edildi; ${lira(request, row.amount)} bakiyenize geri eklendi.`,
        `Your withdrawal was cancelled; ${lira(request, row.amount)} is back in your balance.`,
      ),
    );
  }),

  getGetGameHistoryMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = GetGameHistoryBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(request);
    const body = parsed.data;
    const problem = periodProblem(request, body);
    if (problem) return refused(problem);
    const lines = historyOf(player.username).rounds.filter(
      (line) => within(line.time, body) && (!body.provider || line.provider === body.provider),
    );
    return ok({
      items: lines.slice(body.skip, body.skip + body.take),
      total: lines.length,
      ...gameSummary(lines),
    });
  }),

  getGetSessionHistoryMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = GetSessionHistoryBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(request);
    const body = parsed.data;
    const problem = periodProblem(request, body);
    if (problem) return refused(problem);
    const history = historyOf(player.username);
    // The token's session was opened by a login the mock did not see (a stored session from
    // before a reload of the mock backend): it opens now, as the session this request comes from.
    if (!history.sessions.some((session) => !session.logoutTime)) {
      openSession(player.username, ...deviceOf(request));
    }
    const sessions = history.sessions.filter((session) => within(session.loginTime, body));
    // The newest open session is the one this request comes from.
    const current = sessions.find((session) => !session.logoutTime);
    return ok({
      items: sessions
        .slice(body.skip, body.skip + body.take)
        .map((session) => ({ ...session, current: session === current })),
      total: sessions.length,
    });
  }),
];
