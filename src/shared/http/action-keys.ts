import { idempotentOperations } from '@generated/idempotent-operations';
import { readJson, storageKeys, writeJson } from '@/shared/store/local-store';

// One Idempotency-Key per player action, on the operations whose contract takes one (money and
// claims). The key lives until the action gets a definite answer (a success, a refusal, any
// answer below 500); while the answer is lost (no connection, a server error), every new attempt
// at the same action (the mutator's own retry, the player's second click, a resend after a
// reload) carries the same key, so the server acts once and answers the repeat with its first
// answer. The tab's pending actions are kept in sessionStorage by operation, with a hash of the
// body (never the body: it may hold payment details); a different body is a new action.
type Pending = Record<string, { key: string; body: string }>;

const isPending = (value: unknown): value is Pending =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { key?: unknown }).key === 'string' &&
      typeof (entry as { body?: unknown }).body === 'string',
  );

const pending = (): Pending => readJson(storageKeys.pendingActions, isPending, 'session') ?? {};
const save = (actions: Pending) => writeJson(storageKeys.pendingActions, actions, 'session');

/** FNV-1a (two 32-bit lanes): tells one body from another; not a secret. */
function hashOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

function newKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface Action {
  key: string;
  /** The action has its answer: the next attempt is a new action with a new key. */
  settle(): void;
}

/** The action a request starts or repeats, or null when its operation takes no key. */
export function actionFor(method: string, path: string, body: unknown): Action | null {
  const operation = `${method} ${path}`;
  if (!idempotentOperations.has(operation)) return null;
  const bodyHash = hashOf(typeof body === 'string' ? body : '');
  const actions = pending();
  const known = actions[operation];
  const key = known?.body === bodyHash ? known.key : newKey();
  save({ ...actions, [operation]: { key, body: bodyHash } });
  return {
    key,
    settle() {
      const { [operation]: settled, ...rest } = pending();
      if (settled?.key === key) save(rest);
    },
  };
}
