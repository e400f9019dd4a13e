import { boot, type Booted } from '../../../server/boot.ts';
import { readConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import type { HubPort } from '../../../server/services.ts';
import { seededSnapshot } from './seeded-snapshot.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// A server over a fresh database, migrated and seeded, with a clock the test can move and a hub
// that records what it would push. `call` posts (or gets) an operation like the site does and
// returns the HTTP status and the envelope. The database is an in-memory embedded one, or, when
// PG_ADMIN_URL names a PostgreSQL server, a database of its own there, dropped by close().
export interface Pushed {
  playerId: number;
  target: string;
  args: unknown[];
}

export interface TestServer extends Booted {
  /** The engine the server runs on: PostgreSQL when PG_ADMIN_URL is set, else embedded. */
  engine: 'postgres' | 'pglite';
  pushed: Pushed[];
  closedSessions: Array<{ sessionId: number; reason: string }>;
  clock: { now: Date; advance(ms: number): void };
  call<T = unknown>(
    path: string,
    body?: unknown,
    options?: { token?: string; locale?: 'tr' | 'en'; method?: 'GET' | 'POST' },
  ): Promise<{ status: number; success: boolean; message: string | null; data: T }>;
  login(username?: string, password?: string): Promise<string>;
  /** The id of the player of that username. */
  idOf(username: string): Promise<number>;
  /** The player of that username, logged in: its id and session token. */
  player(username: string, password: string): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: { seed?: boolean; now?: Date } = {},
): Promise<TestServer> {
  const pushed: Pushed[] = [];
  const closedSessions: Array<{ sessionId: number; reason: string }> = [];
  const clock = {
    now: options.now ?? new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const hub: HubPort = {
    send: (playerId, target, args) => pushed.push({ playerId, target, args }) && 1,
    closeSession: (sessionId, reason) => void closedSessions.push({ sessionId, reason }),
  };
  // A test on today's clock starts from the shared seeded copy; one that fixes its own clock
  // seeds afresh, so its seeded history is relative to that clock.
  const shared = options.seed !== false && options.now === undefined;
  const adminUrl = process.env.PG_ADMIN_URL || null;
  const database: TestDatabase | null = adminUrl
    ? await createTestDatabase(adminUrl, { seeded: shared })
    : null;
  const config = {
    ...readConfig({}),
    dataDir: 'memory://',
    databaseUrl: database?.url ?? null,
    secret: 'test-secret-test-secret-test-secret',
  };
  const booted = await boot({
    config,
    logger: createLogger('silent'),
    hub,
    now: () => clock.now,
    seed: options.seed,
    snapshot: shared && !database ? await seededSnapshot() : undefined,
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  const call: TestServer['call'] = async (
    path,
    body,
    { token, locale = 'en', method = 'POST' } = {},
  ) => {
    const headers: Record<string, string> = { 'x-locale': locale };
    if (token) headers.authorization = `Bearer ${token}`;
    let url = `/api${path}`;
    let init: RequestInit = { method, headers };
    if (method === 'GET') {
      const query = new URLSearchParams(body as Record<string, string> | undefined);
      if ([...query].length) url += `?${query}`;
    } else {
      headers['content-type'] = 'application/json';
      init = { ...init, body: JSON.stringify(body ?? {}) };
    }
    const response = await booted.app.request(url, init);
    const envelope = (await response.json()) as {
      success: boolean;
      message: string | null;
      data: never;
    };
    return { status: response.status, ...envelope };
  };
  const login: TestServer['login'] = async (username = 'demo', password = 'demo123') => {
    const answer = await call<{ token: string }>('/auth/login', { username, password });
    if (!answer.success) throw new Error(`login of ${username} refused: ${answer.message}`);
    return answer.data.token;
  };
  const idOf: TestServer['idOf'] = async (username) => {
    const row = await booted.services.db
      .selectFrom('players')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return {
    ...booted,
    engine: booted.database.engine,
    pushed,
    closedSessions,
    clock,
    call,
    login,
    idOf,
    async player(username, password) {
      return { id: await idOf(username), token: await login(username, password) };
    },
    async close() {
      await booted.close();
      await database?.drop();
    },
  };
}
