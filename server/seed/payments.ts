import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { TransactionType } from '../../generated/server/model/transactionType.ts';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { seedHistory } from '../../mocks/data/history-seed.ts';
import {
  REDIRECT_METHOD_ID,
  paymentFields,
  paymentMethods,
} from '../../mocks/data/payment-data.ts';
import { importMovements, toCents, type Movement } from '../money/ledger.ts';
import { depositIn, withdrawalBack, withdrawalOut, withdrawalPaid } from '../payments/movements.ts';
import type { SeedContext } from './seed-context.ts';

// The payment methods and forms the mock backend offers (mocks/data/payment-data.ts: the method
// with the redirect flow answers a deposit with the provider's payment page), and the QA player
// demo's fourteen months of deposits and withdrawals from the mock's own seed (the same rows,
// statuses and amounts), their money written to the ledger in one import. The opening-balance
// step that runs after every seeder then brings demo's wallet to the balance QA knows.

async function seedMethods({ services }: SeedContext): Promise<void> {
  await services.db
    .insertInto('payment_methods')
    .values(
      paymentMethods.map((method, position) => ({
        id: method.id,
        type: method.type as 1 | 2,
        title: method.title,
        logo_url: method.logoUrl,
        min_cents: toCents(method.minAmount),
        max_cents: toCents(method.maxAmount),
        checkout: method.id === REDIRECT_METHOD_ID,
        position,
      })),
    )
    .execute();
  const fields = paymentMethods.flatMap((method) =>
    (paymentFields(method.id, method.type) ?? []).map((field, position) => ({
      method_id: method.id,
      position,
      key: field.key,
      mask: field.mask,
      object_type: field.objectType,
      options: field.option ? JSON.stringify(field.option) : null,
    })),
  );
  if (fields.length) await services.db.insertInto('payment_fields').values(fields).execute();
}

// A payment was settled (confirmed, paid out, cancelled, rejected, merged) an hour after it was
// asked for, never later than now; one waiting, created or without a status is not settled.
const HOUR_MS = 3_600_000;
const SETTLED: readonly number[] = [
  TransactionStatus.Confirmed,
  TransactionStatus.Cancelled,
  TransactionStatus.Rejected,
  TransactionStatus.Merged,
];
const settledAt = (status: number, time: Date, now: Date) =>
  SETTLED.includes(status) ? new Date(Math.min(time.getTime() + HOUR_MS, now.getTime())) : null;

async function seedDemoPayments({ services, players }: SeedContext): Promise<void> {
  const [demo] = demoPlayers;
  const playerId = players.get(demo.username);
  if (playerId === undefined) return;
  const now = services.now();
  const { transactions } = seedHistory(now.getTime(), demo.balance);
  // Oldest first, so ids grow with time as they do for new payments.
  const rows = await services.db
    .insertInto('payments')
    .values(
      [...transactions].reverse().map((row) => ({
        player_id: playerId,
        type: row.type as 1 | 2,
        method_id: null,
        method_title: row.method,
        cents: toCents(row.amount),
        status: row.status,
        note: row.note ?? null,
        created_at: new Date(row.time),
        settled_at: settledAt(row.status, new Date(row.time), now),
      })),
    )
    .returningAll()
    .execute();

  const movements: Array<Movement & { at: Date }> = [];
  for (const row of rows) {
    const settled = row.settled_at ?? row.created_at;
    if (row.type === TransactionType.Deposit) {
      if (row.status === TransactionStatus.Confirmed) movements.push(depositIn(row, settled));
      continue;
    }
    // A withdrawal left the wallet when asked for, unless it never became a request of its own.
    if (row.status === TransactionStatus.Pending)
      movements.push(withdrawalOut(row, row.created_at));
    if (row.status === TransactionStatus.Confirmed)
      movements.push(withdrawalOut(row, row.created_at), withdrawalPaid(row, settled));
    if (row.status === TransactionStatus.Cancelled)
      movements.push(withdrawalOut(row, row.created_at), withdrawalBack(row, 'cancel', settled));
    if (row.status === TransactionStatus.Rejected)
      movements.push(withdrawalOut(row, row.created_at), withdrawalBack(row, 'reject', settled));
  }
  await importMovements(services.db, movements);
}

export async function seedPayments(context: SeedContext): Promise<void> {
  await seedMethods(context);
  await seedDemoPayments(context);
}
