import pg from 'pg';
import type { Logger } from '../logger.ts';

// One PostgreSQL connection of its own (not one of the query pool's) that LISTENs on a channel
// for as long as the server runs. PostgreSQL delivers a notification only to the sessions
// listening when it is committed, so a connection that drops loses what is sent until the next
// one listens: the listener reconnects at once, then after longer and longer waits, and says
// when it is back so the caller can catch up on what it may have missed.

export interface ListenerOptions {
  connectionString: string;
  /** A constant lower-case identifier: it is written into the LISTEN statement as it is. */
  channel: string;
  /** Names the connection in pg_stat_activity. */
  applicationName: string;
  logger: Logger;
  onMessage(payload: string): void;
  /** Listening again after a lost connection: notifications sent in between never arrive. */
  onReconnected(): void;
}

export interface Listener {
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * A connection can die without a word (a dropped route, a frozen host): the listener asks the
 * database something this often and gives the connection up when the answer takes too long.
 */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/** Starts listening; rejects when the first connection fails (the server does not start). */
export async function startListener(options: ListenerOptions): Promise<Listener> {
  const { channel, logger } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client, error: unknown) {
    if (client !== current) return;
    current = null;
    client.end().catch(() => undefined);
    if (stopped) return;
    logger.warn(
      { channel, err: error, retryInMs: retryMs },
      'hub fan-out listener lost its connection',
    );
    retry = setTimeout(() => void reconnect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.applicationName,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    current = client;
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined)
        options.onMessage(notification.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      lost(client, error);
      throw error;
    }
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      await connect();
    } catch {
      // lost() has logged it and set the next try.
      return;
    }
    retryMs = FIRST_RETRY_MS;
    logger.info({ channel }, 'hub fan-out listener reconnected');
    options.onReconnected();
  }

  const heartbeat = setInterval(() => {
    const client = current;
    client?.query('select 1').catch((error: unknown) => lost(client, error));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    throw error;
  }
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
