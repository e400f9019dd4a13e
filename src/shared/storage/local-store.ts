// The only place localStorage is touched. Anything unreadable, unparsable or of the wrong shape
// is treated as absent, never as a crash (private mode, quota, hand-edited values).
export const storageKeys = {
  authData: 'authData',
  bootstrap: 'bootstrap',
  fingerprint: 'fingerprint',
  lang: 'lang',
  topNotifyRead: 'topNotifyRead',
  referralId: 'refId',
  // Which image popup content was already shown (spec 2.6: shown once per content).
  popupSeen: 'popupSeen',
  // Which reality checks of the current session were shown (issue: player protection).
  realityCheck: 'realityCheck',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeString(key: StorageKey, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function writeJson(key: StorageKey, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
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
