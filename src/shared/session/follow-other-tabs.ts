import type { AuthData } from '@generated/api/model';
import { isAuthData } from '@generated/guards';
import { readJson, storageKeys } from '@/shared/store/local-store';
import { endSession, getSession, patchSession } from './session-machine';

// Another tab's change of the stored login data reaches this tab as a `storage` event, and the
// stored data is read again (corrupt or of the wrong shape = absent). Still the same login (same
// token, username and usercode; another tab's polled balance, say): this tab takes the newer
// fields. Removed, corrupt or another login: the session ends here too, without a logout call
// from this tab and without touching the storage, which belongs to the other tab now.
// Followed from the first moment of the page: attached at startup, before the app renders, and
// checked once on attaching, so a change made while this tab was loading is not missed.

const sameLogin = (a: AuthData, b: AuthData) =>
  a.token === b.token && a.username === b.username && a.usercode === b.usercode;

/** Compares the stored login with this tab's and follows it. */
function followStored(): void {
  const current = getSession();
  if (!current) return;
  const stored = readJson(storageKeys.authData, isAuthData);
  if (stored && sameLogin(stored, current)) {
    const { token: _token, fingerprint: _fingerprint, ...fields } = stored;
    patchSession(fields, { keepStored: true });
    return;
  }
  void endSession('elsewhere');
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared the storage.
  if (event.key === null || event.key === storageKeys.authData) followStored();
}

/**
 * Follows the other tabs' logins and logouts from now on, after catching up with any made since
 * the session was read; returns the function that stops following.
 */
export function followOtherTabs(): () => void {
  window.addEventListener('storage', onStorage);
  followStored();
  return () => window.removeEventListener('storage', onStorage);
}
