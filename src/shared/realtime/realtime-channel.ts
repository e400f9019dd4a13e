import type { HubMessageEvent } from './hub-messages';

/**
 * Everything the realtime hub reports, on one typed channel inside the app: what the server sent,
 * plus the client's own error, disconnect and reconnected commands. These are never shown to the
 * player as failures.
 */
export type RealtimeEvent =
  | HubMessageEvent
  /** Starting the connection failed, or a hub error occurred: the error text. */
  | { kind: 'error'; message: string }
  /** The connection closed and reconnecting gave up: the close reason, if any. */
  | { kind: 'disconnect'; message: string | null }
  /** An automatic reconnect succeeded: the new connection id, if any. */
  | { kind: 'reconnected'; message: string | null };

export type RealtimeListener = (event: RealtimeEvent) => void;

const listeners = new Set<RealtimeListener>();

/** Hands the event to every listener; one listener throwing does not keep it from the others. */
export function publishRealtime(event: RealtimeEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/** Listens to every realtime event; returns the function that stops listening. */
export function onRealtime(listener: RealtimeListener): () => void {
  // Wrapped so that the same function subscribed twice is two subscriptions.
  const entry: RealtimeListener = (event) => listener(event);
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}
