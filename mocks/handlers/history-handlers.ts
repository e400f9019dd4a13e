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
import {
  filterRounds,
  filterSessions,
  filterTransactions,
  gameSummary,
  markCurrentSession,
  pageOf,
  periodProblem,
  transactionSummary,
  type HistoryPeriod,
} from '../../domain/history.ts';
import { balanceAfterCredit, isCancellableWithdrawal } from '../../domain/payment.ts';
import { findPlayerByToken, updatePlayer } from '../db';
import { deviceOf, historyOf, openSession, setTransactionStatus } from '../history';
import { lira, ok, refused, say, unauthorized } from './envelope';

// The member area's histories, answered from the player's own history in mocks/history.ts by the
// rules of domain/history.ts (which the server uses too): a period reaches at most 12 months back
// and starts before it ends; only a pending withdrawal can be cancelled (domain/payment.ts).

function playerOf(request: Request) {
  return findPlayerByToken(request.headers.get('Authorization')) ?? unauthorized();
}

/** Why the period is refused, in the request's language, or null when it is fine. */
function periodMessage(request: Request, period: HistoryPeriod): string | null {
  const problem = periodProblem(period, Date.now());
  if (problem === 'reversed') {
    return say(
      request,
      'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
      'The start date cannot be after the end date.',
    );
  }
  if (problem === 'too-old') {
    return say(
      request,
      'Geçmiş en fazla 12 ay geriye kadar görüntülenebilir.',
      'History can be shown for at most the last 12 months.',
    );
  }
  return null;
}

const invalid = (request: Request) => refused(say(request, 'Geçersiz istek.', 'Invalid request.'));

export const historyHandlers = [
  getGetTransactionHistoryMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = GetTransactionHistoryBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(request);
    const body = parsed.data;
    const problem = periodMessage(request, body);
    if (problem) return refused(problem);
    const rows = filterTransactions(historyOf(player.username).transactions, body);
    return ok({
      items: pageOf(rows, body.skip, body.take).map((row) => ({ ...row })),
      total: rows.length,
      summary: transactionSummary(rows),
    });
  }),

  getCancelWithdrawMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = CancelWithdrawBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(request);
    const row = historyOf(player.username).transactions.find((item) => item.id === parsed.data.id);
    if (!row || !isCancellableWithdrawal(row)) {
      return refused(
        say(
          request,
          'Bu çekim talebi artık iptal edilemez.',
          'This withdrawal can no longer be cancelled.',
        ),
      );
    }
    setTransactionStatus(player.username, row.id, 5);
    updatePlayer(player.username, { balance: balanceAfterCredit(player.balance, row.amount) });
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
    const problem = periodMessage(request, body);
    if (problem) return refused(problem);
    const lines = filterRounds(historyOf(player.username).rounds, body);
    return ok({
      items: pageOf(lines, body.skip, body.take),
      total: lines.length,
      ...gameSummary(lines),
    });
  }),

  getGetSessionHistoryMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const parsed = GetSessionHistoryBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(request);
    const body = parsed.data;
    const problem = periodMessage(request, body);
    if (problem) return refused(problem);
    // The token's session was opened by a login the mock did not see (a stored session from
    // before a reload of the mock backend): it opens now, as the session this request comes from.
    if (!historyOf(player.username).sessions.some((session) => !session.logoutTime)) {
      openSession(player.username, ...deviceOf(request));
    }
    // The newest open session is the one this request comes from.
    const sessions = markCurrentSession(filterSessions(historyOf(player.username).sessions, body));
    return ok({ items: pageOf(sessions, body.skip, body.take), total: sessions.length });
  }),
];
