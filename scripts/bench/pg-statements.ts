import pg from 'pg';

// PostgreSQL's own account of the statements the server ran during the levels
// (pg_stat_statements: calls, total and mean time of each normalized statement), when the
// server preloads that extension (shared_preload_libraries); a server that does not is said so.
export interface StatementRow {
  calls: number;
  totalMs: number;
  meanMs: number;
  query: string;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the server has pg_stat_statements loaded; if so, its figures start from zero now. */
export async function resetStatements(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ libraries: string }>(
      `select current_setting('shared_preload_libraries') as libraries`,
    );
    if (!rows[0]?.libraries.includes('pg_stat_statements')) return false;
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
    return true;
  });
}

export interface StatementFigures {
  /** Every statement's calls and time together. */
  calls: number;
  totalMs: number;
  top: StatementRow[];
}

export async function topStatements(databaseUrl: string, count = 15): Promise<StatementFigures> {
  return withClient(databaseUrl, async (client) => {
    const mine = 'dbid = (select oid from pg_database where datname = current_database())';
    const { rows: sums } = await client.query<{ calls: number; totalMs: number }>(
      `select coalesce(sum(calls), 0)::float8 as "calls",
         coalesce(sum(total_exec_time), 0)::float8 as "totalMs"
       from pg_stat_statements where ${mine}`,
    );
    const { rows } = await client.query<StatementRow>(
      `select calls::int as "calls", total_exec_time as "totalMs", mean_exec_time as "meanMs",
         regexp_replace(query, '\\s+', ' ', 'g') as query
       from pg_stat_statements where ${mine}
       order by total_exec_time desc limit $1`,
      [count],
    );
    return { calls: sums[0]?.calls ?? 0, totalMs: sums[0]?.totalMs ?? 0, top: rows };
  });
}

/** The figures, with every statement's calls per spin and per request of the levels. */
export function formatStatements(
  figures: StatementFigures,
  levels: { spins: number; requests: number },
): string {
  const total = figures.totalMs;
  const per = (count: number) => (figures.calls / Math.max(1, count)).toFixed(1);
  return [
    `Statements (pg_stat_statements): ${figures.calls} in ${(total / 1000).toFixed(1)} s of execution, ${per(levels.requests)} a request (${per(levels.spins)} a spin, the mix's other calls included); by total time:`,
    '    calls   total ms  mean ms  share  statement',
    ...figures.top.map(
      (row) =>
        `  ${String(row.calls).padStart(7)} ${row.totalMs.toFixed(0).padStart(10)} ${row.meanMs.toFixed(3).padStart(8)} ${((row.totalMs / Math.max(1, total)) * 100).toFixed(1).padStart(5)} %  ${row.query.slice(0, 110)}`,
    ),
  ].join('\n');
}
