// Rows of migrations/010_idempotency_keys.sql: the stored first answer of a keyed request.
export interface IdempotencyTables {
  idempotency_keys: {
    player_id: number;
    operation: string;
    key: string;
    /** SHA-256 (hex) of the request body as the validator read it. */
    request_hash: string;
    /** The HTTP status of the first answer. */
    status: number;
    /** The first answer's envelope, replayed as it was. */
    answer: unknown;
    created_at: Date;
  };
}
