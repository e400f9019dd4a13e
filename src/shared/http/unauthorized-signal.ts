// A 401 from any call logs the player out once: parallel 401s collapse into one signal until the
// next login re-arms it (spec 4, 8).
type Listener = () => void;

const listeners = new Set<Listener>();
let signalled = false;

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
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
