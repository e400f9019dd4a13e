import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Logger } from './logger.ts';
import type { Timers } from './timers.ts';

/** What pushes a hub message to a player's open connections, and ends a session's. */
export interface HubPort {
  send(playerId: number, target: string, args: unknown[]): number;
  closeSession(sessionId: number, reason: string): void;
}

/** Everything a handler may use, built once at start (tests build their own). */
export interface Services {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  hub: HubPort;
  /** The time now; tests move it to reach the end of a break or a limit period. */
  now(): Date;
  /** The server's timers, stopped with it. */
  timers: Timers;
}

export const silentHub: HubPort = { send: () => 0, closeSession: () => undefined };
