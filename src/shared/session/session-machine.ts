import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AuthData, SessionData } from '@generated/api/model';
import { isAuthData } from '@generated/guards';
import { LOGOUT_RELOAD_DELAY_MS } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { pageReload } from '@/shared/navigation/page-reload';
import { createStore, useStore } from '@/shared/store/create-store';
import {
  clearStorage,
  readJson,
  readString,
  removeItem,
  storageKeys,
  writeJson,
  writeString,
  type StorageKey,
} from '@/shared/store/local-store';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';
import { closePanel } from '@/shared/ui/panel-store';

/**
 * The player's session, and the one way it ends: active → ending → ended.
 *
 * - `active`: a player is logged in; the login data (authData) is kept in localStorage, and stored
 *   data that is corrupt or of the wrong shape counts as logged out.
 * - `ending`: the player pressed logout (or a break or an exclusion logged them out), a call
 *   answered 401, or another tab logged out or in as someone else. The page shows a visitor from
 *   this moment; the steps below run once, however many of these arrive together.
 * - `ended`: nobody is logged in (a visitor from the start has ended with no reason).
 *
 * Ending: tell the server (`auth/logout`, its answer not read), except when another tab ended the
 * session; close any dialog or panel; clear local storage but the device's own choices (the
 * language and the device fingerprint), except when another tab ended it (the storage is that
 * tab's now); forget every cached answer; go home; reload the page 300 ms later.
 */
export type SessionEndReason = 'logout' | 'unauthorized' | 'elsewhere';

export type SessionState =
  | { phase: 'active'; session: AuthData }
  | { phase: 'ending'; reason: SessionEndReason; token: string | null }
  | { phase: 'ended'; reason: SessionEndReason | null };

/** What ending a session does to the app: given by the app once it renders (useSessionEnd). */
export interface SessionEndEffects {
  clearCache: () => void;
  goHome: () => void;
}

const stored = readJson(storageKeys.authData, isAuthData);
const machine = createStore<SessionState>(
  stored ? { phase: 'active', session: stored } : { phase: 'ended', reason: null },
);

// Before the app renders there is no cache to clear, and the router has not read the address
// yet: going home is replacing the address it will start at.
let effects: SessionEndEffects = {
  clearCache: () => undefined,
  goHome: () => globalThis.history.replaceState(null, '', paths.home),
};

/** Hands the machine the app's cache and router; returns the function that takes them back. */
function connectSessionEnd(app: SessionEndEffects): () => void {
  const before = effects;
  effects = app;
  return () => {
    if (effects === app) effects = before;
  };
}

export const getSessionState = (): SessionState => machine.get();

export function getSession(): AuthData | null {
  const state = machine.get();
  return state.phase === 'active' ? state.session : null;
}

/** The token calls carry: while ending, the logout call still carries the ended session's. */
export function getSessionToken(): string | null {
  const state = machine.get();
  if (state.phase === 'active') return state.session.token;
  return state.phase === 'ending' ? state.token : null;
}

export function useSession(): AuthData | null {
  const state = useStore(machine);
  return state.phase === 'active' ? state.session : null;
}

export function useIsLoggedIn(): boolean {
  return useStore(machine).phase === 'active';
}

/** Saves the session with the device fingerprint; false when it could not be stored. */
export function startSession(data: SessionData): boolean {
  const authData: AuthData = { ...data, fingerprint: readString(storageKeys.fingerprint) ?? '' };
  if (!writeJson(storageKeys.authData, authData)) return false;
  machine.set({ phase: 'active', session: authData });
  return true;
}

/**
 * Changes some fields of the active session (the polled balance, the phone after verification);
 * `keepStored` leaves localStorage as it is (another tab wrote these fields there).
 */
export function patchSession(
  changes: Partial<Omit<AuthData, 'token' | 'fingerprint'>>,
  { keepStored = false } = {},
): void {
  const state = machine.get();
  if (state.phase !== 'active') return;
  const current: Partial<AuthData> = state.session;
  if (Object.entries(changes).every(([key, value]) => current[key as keyof AuthData] === value))
    return;
  const next = { ...state.session, ...changes };
  if (!keepStored) writeJson(storageKeys.authData, next);
  machine.set({ phase: 'active', session: next });
}

export function updateBalance(balance: number): void {
  patchSession({ balance });
}

/** Forgets the stored session without the ending steps (a mock scenario that starts logged out). */
export function forgetSession(): void {
  removeItem(storageKeys.authData);
  machine.set({ phase: 'ended', reason: null });
}

/** Ends the active session once; does nothing when no session is active. */
export async function endSession(reason: SessionEndReason): Promise<void> {
  const state = machine.get();
  if (state.phase !== 'active') return;
  machine.set({
    phase: 'ending',
    reason,
    token: reason === 'elsewhere' ? null : state.session.token,
  });
  if (reason !== 'elsewhere') await tellServer();
  closePanel();
  closeDialog();
  if (reason !== 'elsewhere') clearStorageExcept([storageKeys.lang, storageKeys.fingerprint]);
  effects.clearCache();
  effects.goHome();
  machine.set({ phase: 'ended', reason });
  pageReload.after(LOGOUT_RELOAD_DELAY_MS);
}

/** Connects the machine to the app's cache and router while the app is on screen. */
export function useSessionEnd(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      connectSessionEnd({
        clearCache: () => queryClient.clear(),
        goHome: () => navigate(paths.home),
      }),
    [queryClient, navigate],
  );
}

async function tellServer(): Promise<void> {
  try {
    // Loaded here: a visitor's first page carries no auth calls.
    const { logout } = await import('@generated/api/auth/auth');
    await logout();
  } catch {
    // Ignored: the session ends on this device whatever the server answers.
  }
}

function clearStorageExcept(kept: readonly StorageKey[]): void {
  const values = kept.flatMap((key) => {
    const value = readString(key);
    return value === null ? [] : [[key, value] as const];
  });
  clearStorage();
  values.forEach(([key, value]) => writeString(key, value));
}
