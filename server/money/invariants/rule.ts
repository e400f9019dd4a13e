import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

// One invariant: a query that returns the rows breaking it (none when it holds) and the sentence
// that names each. Every query is one set-based SQL statement over whole tables.
export interface Rule {
  /** What fails, in the plural, for the line that counts the violations not listed. */
  name: string;
  /** The rule's violations as sentences: the first few, then how many more there are. */
  check(db: Db): Promise<string[]>;
}

/** How many violations of one rule are listed one by one; the rest are counted. */
const LISTED = 10;

export function rule<Row>(
  name: string,
  violations: RawBuilder<unknown>,
  say: (row: Row) => string,
): Rule {
  return {
    name,
    async check(db) {
      const { rows } = await sql<Row & { total: number }>`
        select v.*, count(*) over () as total from (${violations}) v order by 1 limit ${LISTED}
      `.execute(db);
      const sentences = rows.map(say);
      const total = Number(rows[0]?.total ?? 0);
      if (total > rows.length) sentences.push(`…and ${total - rows.length} more ${name}`);
      return sentences;
    },
  };
}
