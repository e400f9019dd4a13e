import type { TestServer } from './test-server.ts';

/** The sum of the whole ledger (zero when it is whole) and of one player's wallet entries. */
export async function ledgerSums(server: TestServer, playerId: number) {
  const { db } = server.services;
  const total = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount').as('sum'))
    .executeTakeFirstOrThrow();
  const wallet = await db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select((eb) => eb.fn.sum<number>('amount').as('sum'))
    .where('accounts.player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { total: total.sum, wallet: wallet.sum };
}
