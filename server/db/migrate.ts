import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database.ts';

// Numbered SQL files in migrations/ (001_accounts.sql, 002_ledger.sql, ...), applied in order at
// start, each once, each in its own transaction; applied names are kept in schema_migrations.
const FOLDER = join(import.meta.dirname, 'migrations');

export function migrationFiles(): string[] {
  return readdirSync(FOLDER)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
}

export async function migrate(db: Db): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const done = new Set(
    (await sql<{ name: string }>`select name from schema_migrations`.execute(db)).rows.map(
      (row) => row.name,
    ),
  );
  const applied: string[] = [];
  for (const name of migrationFiles()) {
    if (done.has(name)) continue;
    const text = readFileSync(join(FOLDER, name), 'utf8');
    await db.transaction().execute(async (trx) => {
      await sql.raw(text).execute(trx);
      await sql`insert into schema_migrations (name) values (${name})`.execute(trx);
    });
    applied.push(name);
  }
  return applied;
}
