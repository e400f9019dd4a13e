import type { AuthData, SessionData } from '@generated/api/model';
import { isAuthData } from '@generated/guards';
import { LOGOUT_RELOAD_DELAY_MS } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { onUnauthorized, rearmUnauthorized } from '@/shared/http/unauthorized-signal';
import { pageReload } from '@/shared/navigation/page-reload';
import {
  readJson,
  readString,
  removeItem,
  storageKeys,
  writeJson,
} from '@/shared/storage/local-store';
import { createStore, useStore } from '@/shared/store/create-store';

// The session is the authData kept in localStorage (spec 3); stored data that is corrupt or of
// the wrong shape counts as logged out.
const sessionStore = createStore<AuthData | null>(readJson(storageKeys.authData, isAuthData));

export function getSession(): AuthData | null {
  return sessionStore.get();
}

export function getSessionToken(): string | null {
  return sessionStore.get()?.token ?? null;
}

export function useSession(): AuthData | null {
  return useStore(sessionStore);
}

export function useIsLoggedIn(): boolean {
  return useStore(sessionStore) !== null;
}

/** Saves the session with the device fingerprint; false when it could not be stored (spec 4). */
export function startSession(data: SessionData): boolean {
  const authData: AuthData = { ...data, fingerprint: readString(storageKeys.fingerprint) ?? '' };
  if (!writeJson(storageKeys.authData, authData)) return false;
  sessionStore.set(authData);
  sessionSeen = true;
  loggingOut = false;
  endedElsewhere = false;
  rearmUnauthorized();
  return true;
}

// One logout at a time, however many buttons or 401 answers ask for it; a new login re-arms it.
let loggingOut = false;

/** True for the caller that may run the logout; false while one is already under way. */
export function beginLogout(): boolean {
  if (loggingOut) return false;
  loggingOut = true;
  return true;
}

// Whether this page has had a player, even one whose stored session a 401 ended before the
// first render: the session's logout routine is then still due.
let sessionSeen = sessionStore.get() !== null;

export function hadSessionThisPage(): boolean {
  return sessionSeen;
}

export function updateBalance(balance: number): void {
  const current = sessionStore.get();
  if (!current || current.balance === balance) return;
  const next = { ...current, balance };
  writeJson(storageKeys.authData, next);
  sessionStore.set(next);
}

/** Changes some fields of the stored session (the phone after verification, for example). */
export function patchSession(changes: Partial<Omit<AuthData, 'token' | 'fingerprint'>>): void {
  const current = sessionStore.get();
  if (!current) return;
  const next = { ...current, ...changes };
  writeJson(storageKeys.authData, next);
  sessionStore.set(next);
}

export function endSession(): void {
  // After another tab's logout or login, the stored data is that tab's: it stays.
  if (!endedElsewhere) removeItem(storageKeys.authData);
  sessionStore.set(null);
}

// A 401 from any call ends the session once (spec 8).
onUnauthorized(endSession);

// Cross-tab logout (issue 17, section 6 "Token"): another tab's change of the stored login data
// reaches this tab as a `storage` event. The stored data is read again (corrupt or of the wrong
// shape = absent). Still the same login (same token, username and usercode; another tab's
// polled balance, say): this tab takes the newer fields. Removed, corrupt or another login: the
// session ends here too, locally, as a logout does (spec 4) but without calling the logout
// endpoint again (the other tab did, or its player is someone else) and without touching the
// storage (it belongs to the other tab now): this tab forgets the token at once, then goes home
// and reloads after 300 ms, so every cached answer of the old session goes too.
let endedElsewhere = false;

const sameLogin = (a: AuthData, b: AuthData) =>
  a.token === b.token && a.username === b.username && a.usercode === b.usercode;

function followOtherTabs(event: StorageEvent): void {
  // key null: another tab cleared the storage.
  if (event.key !== null && event.key !== storageKeys.authData) return;
  const current = sessionStore.get();
  if (!current) return;
  const stored = readJson(storageKeys.authData, isAuthData);
  if (stored && sameLogin(stored, current)) {
    sessionStore.set(stored);
    return;
  }
  endedElsewhere = true;
  // No logout call from this tab, however many buttons or 401 answers ask for one now.
  loggingOut = true;
  sessionStore.set(null);
  setTimeout(() => {
    globalThis.history.replaceState(null, '', paths.home);
    pageReload.reload();
  }, LOGOUT_RELOAD_DELAY_MS);
}

// One listener per page, also when this module is evaluated again (hot reload, tests).
const STORAGE_LISTENER = Symbol.for('royal-bet.session.storage-listener');
type ListenerSlot = { [STORAGE_LISTENER]?: (event: StorageEvent) => void };

if (typeof window !== 'undefined') {
  const slot = window as unknown as ListenerSlot;
  const previous = slot[STORAGE_LISTENER];
  if (previous) window.removeEventListener('storage', previous);
  slot[STORAGE_LISTENER] = followOtherTabs;
  window.addEventListener('storage', followOtherTabs);
}
