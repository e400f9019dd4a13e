import type {
  GameRound,
  PlayerBonus,
  PlayerSession,
  Transaction,
  TransactionStatus,
} from '@generated/api/model';
import { describeAgent } from '../domain/user-agent.ts';
import { seedHistory, type SeededHistory } from './data/history-seed';
import { demoPlayers } from './db';

// Each player's money, game, bonus and session history in the mock backend. `demo` starts with
// the seeded history; what players do (deposits, withdrawals, spins, claims, logins) is kept as a
// journal of changes, which mock mode saves for the tab's session and plays back after a reload.

export type HistoryChange =
  | { kind: 'transaction'; username: string; row: Transaction }
  | { kind: 'status'; username: string; id: number; status: TransactionStatus }
  | { kind: 'round'; username: string; row: GameRound }
  | { kind: 'bonus'; username: string; row: PlayerBonus; claim: string }
  | { kind: 'login'; username: string; row: PlayerSession }
  | { kind: 'logout'; username: string; time: string };

const histories = new Map<string, SeededHistory>();
let journal: HistoryChange[] = [];
let nextId = 1_000_000;

/** The player's history, newest first in every list. */
export function historyOf(username: string): SeededHistory {
  let history = histories.get(username);
  if (!history) {
    const [demo] = demoPlayers;
    history =
      username === demo.username
        ? seedHistory(Date.now(), demo.balance)
        : { transactions: [], rounds: [], bonuses: [], sessions: [], claims: [] };
    histories.set(username, history);
  }
  return history;
}

function apply(change: HistoryChange): void {
  const history = historyOf(change.username);
  switch (change.kind) {
    case 'transaction':
      history.transactions.unshift(change.row);
      break;
    case 'status': {
      const row = history.transactions.find((item) => item.id === change.id);
      if (row) row.status = change.status;
      break;
    }
    case 'round':
      history.rounds.unshift(change.row);
      break;
    case 'bonus':
      history.bonuses.unshift(change.row);
      history.claims.push(change.claim);
      break;
    case 'login':
      closeOpenSessions(history, change.row.loginTime);
      history.sessions.unshift(change.row);
      break;
    case 'logout':
      closeOpenSessions(history, change.time);
      break;
  }
}

function closeOpenSessions(history: SeededHistory, time: string): void {
  history.sessions.forEach((session) => {
    if (!session.logoutTime) session.logoutTime = time;
  });
}

function record(change: HistoryChange): void {
  journal.push(change);
  apply(change);
}

/** The deposits players made that still wait for the provider, with their player. */
export function waitingDeposits(): Array<{ username: string; row: Transaction }> {
  return journal
    .flatMap((change) =>
      change.kind === 'transaction' && change.row.type === 1
        ? [
            {
              username: change.username,
              row:
                historyOf(change.username).transactions.find((row) => row.id === change.row.id) ??
                change.row,
            },
          ]
        : [],
    )
    .filter(({ row }) => row.status === 2);
}

export function newId(): number {
  nextId += 1;
  return nextId;
}

export function addTransaction(
  username: string,
  fields: Pick<Transaction, 'type' | 'amount' | 'method'>,
): Transaction {
  const row: Transaction = {
    id: newId(),
    time: new Date().toISOString(),
    status: 2,
    note: null,
    ...fields,
  };
  record({ kind: 'transaction', username, row: { ...row } });
  return row;
}

export function setTransactionStatus(username: string, id: number, status: TransactionStatus) {
  record({ kind: 'status', username, id, status });
}

export function addRound(username: string, row: Omit<GameRound, 'id' | 'time'>): GameRound {
  const line: GameRound = { id: newId(), time: new Date().toISOString(), ...row };
  record({ kind: 'round', username, row: line });
  return line;
}

/** A claimed bonus; `claim` names what was claimed (an offer or a code), which goes only once. */
export function addBonus(
  username: string,
  claim: string,
  row: Omit<PlayerBonus, 'id'>,
): PlayerBonus {
  const bonus: PlayerBonus = { id: newId(), ...row };
  record({ kind: 'bonus', username, row: bonus, claim });
  return bonus;
}

/** The device and browser a request comes from, read from its User-Agent. */
export function deviceOf(request: Request): [string, string] {
  // A request the browser hands the mock's service worker carries no User-Agent header; the
  // mock runs in the same browser, which knows its own.
  const agent = request.headers.get('user-agent') ?? globalThis.navigator?.userAgent ?? '';
  const { device, browser } = describeAgent(agent);
  return [device, browser];
}

/** A login opens a session; an open one left from before is closed first. */
export function openSession(
  username: string,
  device: string,
  browser: string,
  loginTime = new Date().toISOString(),
): void {
  record({
    kind: 'login',
    username,
    row: {
      id: newId(),
      loginTime,
      logoutTime: null,
      ip: '203.0.113.24',
      device,
      browser,
      current: false,
    },
  });
}

export function closeSession(username: string): void {
  record({ kind: 'logout', username, time: new Date().toISOString() });
}

/** Replaces parts of the player's history (a mock scenario's starting point). */
export function replaceHistory(username: string, parts: Partial<SeededHistory>): void {
  Object.assign(historyOf(username), parts);
}

/** The changes made since the seed, to save (mock mode keeps them for the tab's session). */
export function historyJournal(): readonly HistoryChange[] {
  return journal;
}

/** Starts again from the seeded history, then plays `changes` back. */
export function resetHistory(changes: readonly HistoryChange[] = []): void {
  histories.clear();
  journal = [];
  nextId = 1_000_000;
  changes.forEach((change) => {
    if ('row' in change && typeof change.row.id === 'number') {
      nextId = Math.max(nextId, change.row.id);
    }
    record(change);
  });
}
