import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

// Kysely's PostgresDialect talks to anything shaped like a `pg` pool, so the embedded database
// needs only this adapter rather than a dialect package (the published ones pin older PGlite
// releases). PGlite is one session: a connection owns it until released, so a transaction's
// statements never interleave with another request's.
const COMMAND = /^\s*(insert|update|delete|merge|select|with)\b/i;

export function pglitePool(db: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();
  return {
    options: {},
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = queue;
      queue = new Promise((resolve) => (release = resolve));
      await previous;
      return {
        async query(sql: string, parameters: readonly unknown[]) {
          // Without parameters the simple protocol runs it, so a migration's many statements
          // go in one call (as `pg` does); with parameters, the extended protocol.
          const result =
            parameters.length === 0
              ? ((await db.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
              : await db.query(sql, [...parameters]);
          const command = (COMMAND.exec(sql)?.[1] ?? 'select').toUpperCase();
          return {
            command,
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release: () => release(),
        // Kysely's client type also lists pg's cursor overload, which Kysely calls only for
        // streaming, and the server never streams.
      } as unknown as PostgresPoolClient;
    },
    end: () => db.close(),
  };
}
