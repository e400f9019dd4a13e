import type { PGlite, Results } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

// Kysely's PostgresDialect talks to anything shaped like a `pg` pool, so the embedded database
// needs only this adapter rather than a dialect package (the published ones pin older PGlite
// releases). PGlite is one session: a connection owns it until released, so a transaction's
// statements never interleave with another request's. Each answer carries the statement's own
// command tag, as `pg` gives it: Kysely reads the COMMIT's, which is ROLLBACK when a statement
// failed inside the transaction, and then refuses to report the transaction as committed.

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
          const result: Results =
            parameters.length === 0
              ? ((await db.exec(sql)).at(-1) ?? { rows: [], fields: [], affectedRows: 0 })
              : await db.query(sql, [...parameters]);
          return {
            // Only a statement of nothing but comments has no tag.
            command: result.command ?? 'SELECT',
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
