import { sql } from 'kysely';
import { rule } from './rule.ts';

// A stored Idempotency-Key is written in the SQL transaction of the work it answers, with that
// answer: the contract's envelope (an object whose `success` is a boolean) and an HTTP status.
// A key without a whole answer would replay nothing, or the wrong thing, to a retry.
export const keysHaveAnswers = rule<{ player_id: number; operation: string; key: string }>(
  'idempotency keys without their answer',
  sql`
    select player_id, operation, key from idempotency_keys
    where json_typeof(answer::json) is distinct from 'object'
      or json_typeof(answer::json -> 'success') is distinct from 'boolean'
      or status not between 100 and 599`,
  (row) =>
    `idempotency key ${JSON.stringify(row.key)} of player ${row.player_id} (${row.operation}) ` +
    'has no answer envelope to replay',
);
