import { boot, type Booted } from '../../../server/boot.ts';
import { readConfig } from '../../../server/config.ts';
import type { LocalHub } from '../../../server/hub/fan-out.ts';
import { createLogger } from '../../../server/logger.ts';
import { createTestDatabase } from '../../server/support/test-database.ts';
import { pgAdminUrl } from './admin-url.ts';

// A server booted in the test's own process on a PostgreSQL database, with a clock the test
// moves and, in place of its hub's WebSocket connections, a record of what they would be sent.
// Several of them on one database stand for several servers (each has its own pool and, when
// `shared`, its own fan-out listener).
export interface Recorded {
  pushed: Array<{ playerId: number; target: string; args: unknown[] }>;
  closed: Array<{ sessionId: number; reason: string }>;
}

export interface InProcessNode extends Recorded {
  booted: Booted;
  /** Posts (or gets) an operation through the node's app; the envelope's `data`. */
  call<T>(path: string, body?: unknown, token?: string): Promise<T>;
  login(): Promise<string>;
}

export const SECRET = 'in-process-secret-in-process-secret-0123';

export async function bootNode(options: {
  databaseUrl: string;
  clock: { now: Date };
  /** Share the hub with the other servers on the database (what listen.ts does). */
  shared: boolean;
  /** The sessions its hub has connections of (asked after its listener reconnects). */
  sessionIds?: () => number[];
}): Promise<InProcessNode> {
  const recorded: Recorded = { pushed: [], closed: [] };
  const local: LocalHub = {
    send(playerId, target, args) {
      recorded.pushed.push({ playerId, target, args });
      return 1;
    },
    closeSession(sessionId, reason) {
      recorded.closed.push({ sessionId, reason });
    },
    sessionIds: options.sessionIds ?? (() => []),
  };
  const config = {
    ...readConfig({ DATABASE_URL: options.databaseUrl, SERVER_SECRET: SECRET }),
    port: 0,
  };
  const booted = await boot({
    config,
    logger: createLogger('silent'),
    ...(options.shared ? { sharedHub: local } : { hub: local }),
    now: () => options.clock.now,
  });
  async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
    const response = await booted.app.request(`/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-locale': 'en',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { success: boolean; message: string; data: T };
    if (!envelope.success) throw new Error(`${path} refused: ${envelope.message}`);
    return envelope.data;
  }
  return {
    ...recorded,
    booted,
    call,
    login: async () =>
      (await call<{ token: string }>('/auth/login', { username: 'demo', password: 'demo123' }))
        .token,
  };
}

export interface TwoNodes {
  x: InProcessNode;
  y: InProcessNode;
  /** Closes both and drops their database. */
  close(): Promise<void>;
}

/** Two of them on one fresh seeded database, on the same clock. */
export async function bootTwoNodes(options: {
  clock: { now: Date };
  shared: boolean;
}): Promise<TwoNodes> {
  const database = await createTestDatabase(pgAdminUrl(), { seeded: true });
  const x = await bootNode({ databaseUrl: database.url, ...options });
  const y = await bootNode({ databaseUrl: database.url, ...options });
  return {
    x,
    y,
    async close() {
      await x.booted.close();
      await y.booted.close();
      await database.drop();
    },
  };
}
