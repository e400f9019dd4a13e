import type { AuthData, SessionData } from '@generated/api/model';
import { isAuthData } from '@generated/guards';
import { onUnauthorized, rearmUnauthorized } from '@/shared/http/unauthorized-signal';
import { createStore, useStore } from '@/shared/store/create-store';
import {
  readJson,
  readString,
  removeItem,
  storageKeys,
  writeJson,
} from '@/shared/store/local-store';

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

/**
 * Another tab still holds this login with newer fields (its polled balance, say): this tab takes
 * them (follow-other-tabs.ts).
 */
export function takeOverSession(stored: AuthData): void {
  sessionStore.set(stored);
}

/**
 * Another tab logged out, or in as someone else (follow-other-tabs.ts): the session ends here
 * without a logout call from this tab, however many buttons or 401 answers ask for one now, and
 * the stored data, which belongs to the other tab now, stays.
 */
export function endSessionElsewhere(): void {
  endedElsewhere = true;
  loggingOut = true;
  sessionStore.set(null);
}

let endedElsewhere = false;
