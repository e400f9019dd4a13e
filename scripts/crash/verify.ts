import { createHash } from 'node:crypto';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import type { Db } from '../../server/db/database.ts';
import type { Journal } from './journal.ts';

// Every answer a client of the crash loop got, compared with what the database kept: an answer
// of success is in the payments, the ledger and the idempotency keys, once; a refusal left
// nothing behind. Returns one sentence per disagreement.

// The external ids the ledger gives a payment's movements and a provider's wallet calls.
const paymentKey = (id: number) => `payment:${id}`;
const providerKey = (transactionId: string) => `demo-games:${transactionId}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Rows {
  playerOf: Map<string, number>;
  /** Payment rows by `player type cents` (amounts are unique per player and direction). */
  payments: Map<string, Array<{ id: number; status: number; checkout_ref_hash: string | null }>>;
  /** `kind external_id` of every ledger transaction of the run's players. */
  ledger: Set<string>;
  /** `player key` of every stored Idempotency-Key of the run's players. */
  keys: Set<string>;
  rounds: Array<{
    player_id: number;
    game_code: string | null;
    status: string;
    stake: number;
    win: number;
    round_ref: string | null;
    bet_ref: string | null;
    win_ref: string | null;
    rollback_ref: string | null;
  }>;
}

async function read(db: Db, usernames: string[]): Promise<Rows> {
  const players = await db
    .selectFrom('players')
    .select(['id', 'username'])
    .where('username', 'in', usernames)
    .execute();
  const ids = players.map((row) => row.id);
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'player_id', 'type', 'cents', 'status', 'checkout_ref_hash'])
    .where('player_id', 'in', ids)
    .execute();
  const ledger = await db
    .selectFrom('ledger_transactions')
    .select(['kind', 'external_id'])
    .where('player_id', 'in', ids)
    .where('external_id', 'is not', null)
    .execute();
  const keys = await db
    .selectFrom('idempotency_keys')
    .select(['player_id', 'key'])
    .where('player_id', 'in', ids)
    .execute();
  const rounds = await db
    .selectFrom('game_rounds')
    .select([
      'player_id',
      'game_code',
      'status',
      'stake',
      'win',
      'round_ref',
      'bet_ref',
      'win_ref',
      'rollback_ref',
    ])
    .where('player_id', 'in', ids)
    .execute();
  const byAmount = new Map<
    string,
    Array<{ id: number; status: number; checkout_ref_hash: string | null }>
  >();
  for (const row of payments) {
    const key = `${row.player_id} ${row.type} ${row.cents}`;
    byAmount.set(key, [...(byAmount.get(key) ?? []), row]);
  }
  return {
    playerOf: new Map(players.map((row) => [row.username, row.id])),
    payments: byAmount,
    ledger: new Set(ledger.map((row) => `${row.kind} ${row.external_id}`)),
    keys: new Set(keys.map((row) => `${row.player_id} ${row.key}`)),
    rounds,
  };
}

export async function verifyJournal(db: Db, journal: Journal): Promise<string[]> {
  const usernames = [
    ...new Set(
      [...journal.deposits, ...journal.withdrawals, ...journal.wallet].map((r) => r.username),
    ),
  ];
  if (usernames.length === 0) return ['the clients made no request'];
  const rows = await read(db, usernames);
  const problems: string[] = [];
  const player = (username: string) => rows.playerOf.get(username) ?? -1;
  const paymentsOf = (username: string, type: 1 | 2, cents: number) =>
    rows.payments.get(`${player(username)} ${type} ${cents}`) ?? [];
  const keyKept = (username: string, key: string) => rows.keys.has(`${player(username)} ${key}`);

  for (const deposit of journal.deposits) {
    const what = `${deposit.username}'s deposit of ${deposit.cents} cents (key ${deposit.key})`;
    const found = paymentsOf(deposit.username, 1, deposit.cents);
    if (deposit.outcome === 'unanswered') problems.push(`${what} got no answer`);
    if (deposit.outcome === 'refused' && found.length > 0)
      problems.push(`${what} was refused but has ${found.length} payment rows`);
    if (deposit.outcome !== 'success') continue;
    const [row] = found;
    if (found.length !== 1 || !row) {
      problems.push(`${what} answered success and has ${found.length} payment rows, not 1`);
      continue;
    }
    if (deposit.ref && row.checkout_ref_hash !== sha256(deposit.ref))
      problems.push(`${what}: its payment page's reference is not its row's`);
    if (deposit.confirmed && row.status !== TransactionStatus.Confirmed)
      problems.push(`${what} was confirmed on its payment page but is in status ${row.status}`);
    if (deposit.confirmed && !rows.ledger.has(`deposit ${paymentKey(row.id)}`))
      problems.push(`${what} was confirmed but its money is not in the ledger`);
    if (!keyKept(deposit.username, deposit.key)) problems.push(`${what}: its key is not stored`);
  }

  for (const withdrawal of journal.withdrawals) {
    const what =
      `${withdrawal.username}'s withdrawal of ${withdrawal.cents} cents ` +
      `(key ${withdrawal.key})`;
    const found = paymentsOf(withdrawal.username, 2, withdrawal.cents);
    if (withdrawal.outcome === 'unanswered') problems.push(`${what} got no answer`);
    if (withdrawal.outcome === 'refused' && found.length > 0)
      problems.push(`${what} was refused but has ${found.length} payment rows`);
    if (withdrawal.outcome !== 'success') continue;
    const [row] = found;
    if (found.length !== 1 || !row) {
      problems.push(`${what} answered success and has ${found.length} payment rows, not 1`);
      continue;
    }
    if (!rows.ledger.has(`withdrawal ${paymentKey(row.id)}`))
      problems.push(`${what} answered success but its money never left the wallet`);
    if (!keyKept(withdrawal.username, withdrawal.key))
      problems.push(`${what}: its key is not stored`);
  }

  for (const cancel of journal.cancels) {
    const what =
      `${cancel.username}'s cancel of the withdrawal of ${cancel.withdrawalCents} cents ` +
      `(key ${cancel.key})`;
    const [row] = paymentsOf(cancel.username, 2, cancel.withdrawalCents);
    if (cancel.outcome === 'unanswered') problems.push(`${what} got no answer`);
    if (!row) {
      problems.push(`${what}: the withdrawal has no payment row`);
      continue;
    }
    const cancelled = row.status === TransactionStatus.Cancelled;
    if (cancel.outcome === 'refused' && cancelled)
      problems.push(`${what} was refused but the withdrawal is cancelled`);
    if (cancel.outcome !== 'success') continue;
    if (!cancelled)
      problems.push(`${what} answered success but the withdrawal is in status ${row.status}`);
    if (!rows.ledger.has(`withdrawal-cancel ${paymentKey(row.id)}`))
      problems.push(`${what} answered success but its money is not back in the ledger`);
    if (!keyKept(cancel.username, cancel.key)) problems.push(`${what}: its key is not stored`);
  }

  const byRef = (column: 'bet_ref' | 'win_ref' | 'rollback_ref') =>
    new Map(rows.rounds.filter((round) => round[column]).map((round) => [round[column], round]));
  const rounds = { bet: byRef('bet_ref'), win: byRef('win_ref'), rollback: byRef('rollback_ref') };
  for (const call of journal.wallet) {
    const what = `${call.username}'s ${call.call} ${call.transactionId} (round ${call.roundId})`;
    const round = rounds[call.call].get(call.transactionId);
    const inLedger = rows.ledger.has(`${call.call} ${providerKey(call.transactionId)}`);
    if (call.status === 'NOT_ENOUGH_MONEY' && call.call === 'bet') {
      if (round || inLedger) problems.push(`${what} was refused but took the stake`);
      continue;
    }
    if (call.status !== 'OK') {
      problems.push(
        `${what} ${call.status === 'unanswered' ? 'got no answer' : `answered ${call.status}`}`,
      );
      continue;
    }
    const settled = call.call === 'bet' || call.cents > 0;
    if (settled && !inLedger) problems.push(`${what} answered OK but is not in the ledger`);
    if (!round || round.round_ref !== call.roundId || round.player_id !== player(call.username)) {
      problems.push(`${what} answered OK but no round of the player keeps it`);
      continue;
    }
    if (call.call !== 'bet' && round.status !== (call.call === 'win' ? 'completed' : 'rolled_back'))
      problems.push(`${what} answered OK but its round is ${round.status}`);
    const amount = call.call === 'win' ? round.win : round.stake;
    if (amount !== call.cents)
      problems.push(`${what} was for ${call.cents} cents, its round says ${amount}`);
  }

  // A page's spin has no id of its own: at least every spin answered is a completed round of its
  // game, and at most every spin asked for is a round (one cut off may have begun).
  const spins = new Map<string, { spun: number; unknown: number }>();
  for (const spin of journal.pageSpins) {
    const key = `${player(spin.username)} ${spin.gameCode}`;
    const counts = spins.get(key) ?? { spun: 0, unknown: 0 };
    if (spin.outcome === 'spun') counts.spun += 1;
    if (spin.outcome === 'unknown') counts.unknown += 1;
    spins.set(key, counts);
  }
  for (const [key, counts] of spins) {
    const played = rows.rounds.filter((round) => `${round.player_id} ${round.game_code}` === key);
    const completed = played.filter((round) => round.status === 'completed').length;
    if (completed < counts.spun)
      problems.push(
        `game page spins (player and game ${key}): ${counts.spun} answered, ` +
          `${completed} completed rounds`,
      );
    if (played.length > counts.spun + counts.unknown)
      problems.push(
        `game page spins (player and game ${key}): ${played.length} rounds for ` +
          `${counts.spun + counts.unknown} spins that may have happened`,
      );
  }
  return problems;
}
