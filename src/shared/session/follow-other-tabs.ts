import type { AuthData } from '@generated/api/model';
import { isAuthData } from '@generated/guards';
import { LOGOUT_RELOAD_DELAY_MS } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { pageReload } from '@/shared/navigation/page-reload';
import { readJson, storageKeys } from '@/shared/store/local-store';
import { endSessionElsewhere, getSession, takeOverSession } from './session-store';

// Cross-tab logout: another tab's change of the stored login data
// reaches this tab as a `storage` event. The stored data is read again (corrupt or of the wrong
// shape = absent). Still the same login (same token, username and usercode; another tab's
// polled balance, say): this tab takes the newer fields. Removed, corrupt or another login: the
// session ends here too, locally, as a logout does but without calling the logout endpoint
// again (the other tab did, or its player is someone else) and without touching the storage (it
// belongs to the other tab now): this tab forgets the token at once, then goes home and reloads
// after 300 ms, so every cached answer of the old session goes too.
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
    takeOverSession(stored);
    return;
  }
  endSessionElsewhere();
  setTimeout(() => {
    globalThis.history.replaceState(null, '', paths.home);
    pageReload.reload();
  }, LOGOUT_RELOAD_DELAY_MS);
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
