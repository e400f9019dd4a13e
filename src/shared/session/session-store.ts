import type { AuthData, SessionData } from '@generated/api/model';
import { onUnauthorized, rearmUnauthorized } from '@/shared/http/unauthorized-signal';
import {
  readJson,
  readString,
  removeItem,
  storageKeys,
  writeJson,
} from '@/shared/storage/local-store';
import { createStore, useStore } from '@/shared/store/create-store';
import { isAuthData } from './auth-data-guard';

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
  rearmUnauthorized();
  return true;
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

/** Calls `listener` whenever a player logs in or out. */
export function onSessionChange(listener: () => void): () => void {
  return sessionStore.subscribe(listener);
}

export function endSession(): void {
  removeItem(storageKeys.authData);
  sessionStore.set(null);
}

// A 401 from any call ends the session once (spec 8).
onUnauthorized(endSession);
