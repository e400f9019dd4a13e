// The only place the site's storage is touched: localStorage, and sessionStorage for what belongs
// to one tab (`area: 'session'`). Anything unreadable, unparsable or of the wrong shape is treated
// as absent, never as a crash (private mode, quota, hand-edited values).
export const storageKeys = {
  authData: 'authData',
  bootstrap: 'bootstrap',
  fingerprint: 'fingerprint',
  lang: 'lang',
  topNotifyRead: 'topNotifyRead',
  referralId: 'refId',
  // Which image popup content was already shown (each is shown once).
  popupSeen: 'popupSeen',
  // Which reality checks of the current session were shown.
  realityCheck: 'realityCheck',
  // This tab's money actions still waiting for a definite answer, with their Idempotency-Key.
  pendingActions: 'pendingActions',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export type StorageArea = 'local' | 'session';

function storage(area: StorageArea = 'local'): Storage | null {
  try {
    return (area === 'session' ? globalThis.sessionStorage : globalThis.localStorage) ?? null;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey, area?: StorageArea): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(
  key: StorageKey,
  isValid: (value: unknown) => value is T,
  area?: StorageArea,
): T | null {
  const raw = readString(key, area);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeString(key: StorageKey, value: string, area?: StorageArea): boolean {
  try {
    const store = storage(area);
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function writeJson(key: StorageKey, value: unknown, area?: StorageArea): boolean {
  return writeString(key, JSON.stringify(value), area);
}

export function removeItem(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove from storage that cannot be reached.
  }
}

export function clearStorage(): void {
  try {
    storage()?.clear();
  } catch {
    // Storage that cannot be reached holds nothing to clear.
  }
}
