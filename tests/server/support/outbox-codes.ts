import type { TestServer } from './test-server.ts';

/** The six-digit code in the newest message the outbox holds for the address or phone. */
export async function lastCodeSentTo(server: TestServer, recipient: string): Promise<string> {
  const row = await server.services.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)?.[1] ?? 'none';
}
