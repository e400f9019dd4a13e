import type { Db } from '../db/database.ts';
import { roundMovements, roundTransactions } from './invariants/game-rounds.ts';
import { keysHaveAnswers } from './invariants/idempotency-keys.ts';
import {
  balancedLedger,
  balancedTransactions,
  balancesAreEntries,
  noOverdraft,
  ownWalletsOnly,
} from './invariants/ledger.ts';
import { paymentMovements, paymentSteps } from './invariants/payments.ts';
import type { Rule } from './invariants/rule.ts';

// What must be true of the money whatever happened (concurrent requests, a crash, a retry): the
// ledger sums to zero and is every balance, no wallet is overdrawn, every payment and game round
// has exactly the ledger transactions its state says, and every stored idempotency key has its
// answer. Each rule is one SQL statement; all of them read one snapshot of the database (a
// read-only repeatable-read transaction), so a server still running beside the check cannot make
// two rules disagree. Returns one readable sentence per violation; none when everything holds.
const RULES: readonly Rule[] = [
  balancedTransactions,
  balancedLedger,
  balancesAreEntries,
  noOverdraft,
  ownWalletsOnly,
  paymentSteps,
  paymentMovements,
  roundMovements,
  roundTransactions,
  keysHaveAnswers,
];

export async function checkInvariants(db: Db): Promise<string[]> {
  const run = async (reader: Db) => {
    const violations: string[] = [];
    for (const rule of RULES) violations.push(...(await rule.check(reader)));
    return violations;
  };
  if (db.isTransaction) return run(db);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(run);
}
