import {
  TransactionStatus,
  TransactionType,
  type GameRound,
  type PlayerBonus,
  type Transaction,
} from '@generated/api/model';
import { describeAgent } from '../domain/user-agent.ts';
import { seedHistory, type SeededHistory } from './data/history-seed';
import { db, demoPlayers, nextCounter, raiseCounter, type HistoryChange } from './db';

// Each player's money, game, bonus and session history in the mock backend. `demo` starts with
// the seeded history; what players do (deposits, withdrawals, spins, claims, logins) is kept as a
// journal of changes (model `historyChange`), saved with the rest of the mock database and played
// back over the seed after a reload. The rows themselves (model `history`) are rebuilt from the
// seed and the journal, so the seeded rows keep their times relative to the page load.

export type { HistoryChange };

const byUsername = (username: string) => ({ where: { username: { equals: username } } });

// @mswjs/data keeps flat fields only, so each list of rows is stored as its JSON text.
function parsed(entity: NonNullable<ReturnType<typeof db.history.findFirst>>): SeededHistory {
  return {
    transactions: JSON.parse(entity.transactions) as SeededHistory['transactions'],
    rounds: JSON.parse(entity.rounds) as SeededHistory['rounds'],
    bonuses: JSON.parse(entity.bonuses) as SeededHistory['bonuses'],
    sessions: JSON.parse(entity.sessions) as SeededHistory['sessions'],
    claims: [...entity.claims],
  };
}

function stored(history: SeededHistory) {
  return {
    transactions: JSON.stringify(history.transactions),
    rounds: JSON.stringify(history.rounds),
    bonuses: JSON.stringify(history.bonuses),
    sessions: JSON.stringify(history.sessions),
    claims: [...history.claims],
  };
}

/**
 * The player's history, newest first in every list. A copy: changes go through this module's
 * functions, which write them to the database.
 */
export function historyOf(username: string): SeededHistory {
  const entity = db.history.findFirst(byUsername(username));
  if (entity) return parsed(entity);
  const [demo] = demoPlayers;
  const history =
    username === demo.username
      ? seedHistory(Date.now(), demo.balance)
      : { transactions: [], rounds: [], bonuses: [], sessions: [], claims: [] };
  db.history.create({ username, ...stored(history) });
  return history;
}

function writeHistory(username: string, history: SeededHistory): void {
  historyOf(username);
  db.history.update({ ...byUsername(username), data: stored(history) });
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
  writeHistory(change.username, history);
}

function closeOpenSessions(history: SeededHistory, time: string): void {
  history.sessions.forEach((session) => {
    if (!session.logoutTime) session.logoutTime = time;
  });
}

function record(change: HistoryChange): void {
  db.historyChange.create({
    seq: db.historyChange.count() + 1,
    username: change.username,
    change: JSON.stringify(change),
  });
  apply(change);
}

/** The journal, oldest first. */
function journal(): HistoryChange[] {
  return db.historyChange
    .findMany({ orderBy: { seq: 'asc' } })
    .map((entry) => JSON.parse(entry.change) as HistoryChange);
}

/** The deposits players made that still wait for the provider, with their player. */
export function waitingDeposits(): Array<{ username: string; row: Transaction }> {
  return journal()
    .flatMap((change) =>
      change.kind === 'transaction' && change.row.type === TransactionType.Deposit
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
    .filter(({ row }) => row.status === TransactionStatus.Pending);
}

export function newId(): number {
  return nextCounter('historyId');
}

export function addTransaction(
  username: string,
  fields: Pick<Transaction, 'type' | 'amount' | 'method'>,
): Transaction {
  const row: Transaction = {
    id: newId(),
    time: new Date().toISOString(),
    status: TransactionStatus.Pending,
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
  writeHistory(username, { ...historyOf(username), ...parts });
}

/** The changes made since the seed (what a snapshot of the mock database keeps of history). */
export function historyJournal(): readonly HistoryChange[] {
  return journal();
}

/**
 * Rebuilds every player's rows from the seed and the journal in the database (after a restore,
 * which keeps the journal, not the rows); ids already used are not handed out again.
 */
export function replayHistory(): void {
  db.history.deleteMany({ where: {} });
  for (const change of journal()) {
    if ('row' in change && typeof change.row.id === 'number') {
      raiseCounter('historyId', change.row.id);
    }
    apply(change);
  }
}

/** Starts again from the seeded history, then plays `changes` back. */
export function resetHistory(changes: readonly HistoryChange[] = []): void {
  db.history.deleteMany({ where: {} });
  db.historyChange.deleteMany({ where: {} });
  db.counter.deleteMany({ where: { name: { equals: 'historyId' } } });
  changes.forEach((change) => {
    if ('row' in change && typeof change.row.id === 'number') {
      raiseCounter('historyId', change.row.id);
    }
    record(change);
  });
}
