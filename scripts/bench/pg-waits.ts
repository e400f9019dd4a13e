import pg from 'pg';

// What the server's PostgreSQL connections are doing, sampled from pg_stat_activity every few
// milliseconds while the levels run: running a statement, waiting for a lock (another
// transaction holds the row), waiting for the WAL to reach the disk (a commit), or idle inside a
// transaction (the database waits for the application's next statement while the transaction's
// row locks stay held) or between transactions. The shares say where a request's database time
// goes and whether transactions wait on one another.
export interface WaitSampler {
  stop(): Promise<WaitSummary>;
}

export interface WaitSummary {
  samples: number;
  /** Connection-samples of each state, most first. */
  states: Array<{ state: string; count: number }>;
}

const EVERY_MS = 10;

const QUERY = `
  select case
      when state = 'active' and wait_event is null then 'running a statement'
      when state = 'active' then 'waiting: ' || wait_event_type || ' ' || wait_event
      when state = 'idle in transaction' then 'idle in a transaction (waiting for the server)'
      else coalesce(state, 'unknown')
    end as state,
    count(*)::int as count
  from pg_stat_activity
  where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'
  group by 1`;

export async function sampleWaits(adminUrl: string, database: string): Promise<WaitSampler> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const totals = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ state: string; count: number }>(QUERY, [database]);
      samples++;
      for (const row of rows) totals.set(row.state, (totals.get(row.state) ?? 0) + row.count);
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      const states = [...totals]
        .map(([state, count]) => ({ state, count }))
        .sort((a, b) => b.count - a.count);
      return { samples, states };
    },
  };
}

export function formatWaits(summary: WaitSummary): string {
  const all = summary.states.reduce((sum, row) => sum + row.count, 0);
  return [
    `PostgreSQL connections of the server over the levels (${summary.samples} samples of pg_stat_activity):`,
    ...summary.states.map(
      (row) => `  ${((row.count / Math.max(1, all)) * 100).toFixed(1).padStart(5)} %  ${row.state}`,
    ),
  ].join('\n');
}
