import { useSyncExternalStore } from 'react';
import type { HubConnectionState } from '@generated/hub';

// The hub connection's state, kept apart from the connection itself: reading it loads neither
// the SignalR library nor the message schemas.

let current: HubConnectionState = 'disconnected';
const listeners = new Set<() => void>();

/** The realtime connection's state now. */
export function getRealtimeConnectionState(): HubConnectionState {
  return current;
}

/** Records the connection's new state and tells every reader. */
export function setRealtimeConnectionState(next: HubConnectionState): void {
  if (next === current) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The realtime connection's state: disconnected, connecting, connected, reconnecting or
 * disconnecting; the component re-renders when it changes.
 */
export function useRealtimeConnectionState(): HubConnectionState {
  return useSyncExternalStore(subscribe, getRealtimeConnectionState, getRealtimeConnectionState);
}
