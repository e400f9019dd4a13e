import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { HubPort } from '../services.ts';
import {
  decodeMessage,
  encodeMessage,
  fitsNotification,
  type HubAction,
} from './fan-out-message.ts';
import { startListener } from './listener.ts';

// Several servers on one PostgreSQL, each with its own hub connections: a push or a session's end
// decided on one server must reach the player's connections on all of them. Each server acts on
// its own connections at once and tells the others through PostgreSQL's NOTIFY on one channel;
// each listens on that channel with a connection of its own and acts on what the others say.
// A message over NOTIFY's 8000 bytes is stored in hub_messages and its row id is sent instead.
// What a server misses while its listener reconnects is not sent again, but a session ended
// meanwhile is: the server looks up its connections' sessions when it listens again.

export const HUB_CHANNEL = 'casino_hub';

/** A stored message is read within moments; older rows are deleted when the next is stored. */
const STORED_MESSAGE_LIFETIME = '10 minutes';

/** The hub connections of this server. */
export interface LocalHub extends HubPort {
  /** The sessions with a connection here. */
  sessionIds(): number[];
}

export interface FanOut extends HubPort {
  /** This server's name in the messages it sends (random per start). */
  readonly node: string;
  stop(): Promise<void>;
}

export async function startFanOut(options: {
  connectionString: string;
  db: Db;
  local: LocalHub;
  logger: Logger;
}): Promise<FanOut> {
  const { db, local, logger } = options;
  const node = randomBytes(6).toString('base64url');
  let outbox: HubAction[] = [];
  let publishing: Promise<void> | undefined;
  let received = Promise.resolve();

  function act(action: HubAction): void {
    if (action.kind === 'send') local.send(action.playerId, action.target, action.args);
    else local.closeSession(action.sessionId, action.reason);
  }

  /** The notification text of a message, storing it first when it is too large for one. */
  async function notificationText(action: HubAction): Promise<string> {
    const text = encodeMessage({ node, action });
    if (fitsNotification(text)) return text;
    await sql`delete from hub_messages
      where created_at < now() - ${STORED_MESSAGE_LIFETIME}::interval`.execute(db);
    const stored = await sql<{ id: number }>`insert into hub_messages (payload)
      values (${text}) returning id`.execute(db);
    return encodeMessage({ node, stored: Number(stored.rows[0]?.id) });
  }

  // Messages go out in the order they were made: what piles up while a batch is being sent goes
  // in the next one, each batch as one statement (notifications of one transaction keep their
  // order).
  async function publishAll(): Promise<void> {
    while (outbox.length > 0) {
      const batch = outbox;
      outbox = [];
      try {
        const texts: string[] = [];
        for (const action of batch) texts.push(await notificationText(action));
        await sql`select pg_notify(${HUB_CHANNEL}, text)
          from unnest(${texts}::text[]) with ordinality as message(text, position)
          order by position`.execute(db);
      } catch (error) {
        logger.error({ err: error, messages: batch.length }, 'hub fan-out could not publish');
      }
    }
    publishing = undefined;
  }

  function publish(action: HubAction): void {
    outbox.push(action);
    publishing ??= publishAll();
  }

  async function receive(payload: string): Promise<void> {
    const message = decodeMessage(payload);
    if (message === null) {
      logger.warn({ bytes: payload.length }, 'hub fan-out ignored a message it cannot read');
      return;
    }
    if (message.node === node) return;
    if ('action' in message) {
      act(message.action);
      return;
    }
    const row = await sql<{ payload: string }>`select payload from hub_messages
      where id = ${message.stored}`.execute(db);
    const stored = decodeMessage(row.rows[0]?.payload ?? '');
    if (stored === null || !('action' in stored)) {
      logger.warn({ stored: message.stored }, 'hub fan-out stored message missing');
      return;
    }
    act(stored.action);
  }

  /** Closes the connections here whose session ended while the listener was away. */
  async function closeEndedSessions(): Promise<void> {
    const ids = local.sessionIds();
    if (ids.length === 0) return;
    const ended = await db
      .selectFrom('sessions')
      .select(['id', 'end_reason'])
      .where('id', 'in', ids)
      .where('ended_at', 'is not', null)
      .execute();
    for (const session of ended) local.closeSession(session.id, session.end_reason ?? 'ended');
  }

  // Received messages are handled one after another, so a stored one keeps its place.
  function enqueue(work: () => Promise<void>, failure: string): void {
    received = received.then(work).catch((error: unknown) => logger.error({ err: error }, failure));
  }

  const listener = await startListener({
    connectionString: options.connectionString,
    channel: HUB_CHANNEL,
    applicationName: `casino-hub ${node}`,
    logger,
    onMessage: (payload) => enqueue(() => receive(payload), 'hub fan-out message failed'),
    onReconnected: () => enqueue(closeEndedSessions, 'hub fan-out could not catch up'),
  });
  logger.info({ node, channel: HUB_CHANNEL }, 'hub fan-out listening');

  return {
    node,
    send(playerId, target, args) {
      const reached = local.send(playerId, target, args);
      publish({ kind: 'send', playerId, target, args });
      return reached;
    },
    closeSession(sessionId, reason) {
      local.closeSession(sessionId, reason);
      publish({ kind: 'close', sessionId, reason });
    },
    async stop() {
      await publishing;
      await listener.stop();
      await received;
    },
  };
}
