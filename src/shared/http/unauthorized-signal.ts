// A 401 from any call logs the player out once: parallel 401s collapse into one signal until the
// next login re-arms it (spec 4, 8).
type Listener = () => void;

const listeners = new Set<Listener>();
let signalled = false;

/**
 * Calls `listener` on the next 401. With `replay`, a listener that arrives after a 401 the
 * current session has not recovered from is called at once (the lazy logout comes late).
 */
export function onUnauthorized(listener: Listener, { replay = false } = {}): () => void {
  listeners.add(listener);
  if (replay && signalled) queueMicrotask(listener);
  return () => listeners.delete(listener);
}

export function signalUnauthorized(): void {
  if (signalled) return;
  signalled = true;
  listeners.forEach((listener) => listener());
}

/** Called when a new session starts. */
export function rearmUnauthorized(): void {
  signalled = false;
}
