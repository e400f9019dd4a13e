import type { Services } from '../services.ts';
import { seedAccounts } from './accounts.ts';
import { seedBonus } from './bonus.ts';
import { seedCasino } from './casino.ts';
import { seedContent } from './content.ts';
import { seedCustomer } from './customer.ts';
import { seedHistory } from './history.ts';
import { settleOpeningBalances } from './opening-balances.ts';
import { seedPayments } from './payments.ts';
import { seedProtection } from './protection.ts';
import type { SeedContext } from './seed-context.ts';

// An empty database gets what the mock backend starts with, so every journey, QA scenario and
// README instruction works against the server too. A database with players is left alone.
const SEEDERS = [
  seedAccounts,
  seedCustomer,
  seedContent,
  seedCasino,
  seedPayments,
  seedBonus,
  seedHistory,
  seedProtection,
] as const;

export async function seedDatabase(services: Services): Promise<boolean> {
  const any = await services.db.selectFrom('players').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const context: SeedContext = { services, players: new Map() };
  for (const seeder of SEEDERS) await seeder(context);
  await settleOpeningBalances(context);
  return true;
}
