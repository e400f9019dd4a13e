import pg from 'pg';

// The process ids of PostgreSQL's backends serving one database (the server's pool), read from
// pg_stat_activity on a connection of the admin database, so their CPU can be read from /proc.
export interface BackendWatch {
  pids(): Promise<number[]>;
  close(): Promise<void>;
}

export async function watchBackends(adminUrl: string, database: string): Promise<BackendWatch> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  return {
    async pids() {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
        [database],
      );
      return rows.map((row) => row.pid);
    },
    close: () => client.end(),
  };
}

/** For the embedded engine, whose database runs inside the server's process. */
export const noBackends: BackendWatch = { pids: async () => [], close: async () => {} };
