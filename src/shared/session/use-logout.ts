import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { logout } from '@generated/api/auth/auth';
import { LOGOUT_RELOAD_DELAY_MS } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { pageReload } from '@/shared/navigation/page-reload';
import { beginLogout, endSession } from '@/shared/session/session-store';
import {
  clearStorage,
  readString,
  storageKeys,
  writeString,
  type StorageKey,
} from '@/shared/store/local-store';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';
import { closePanel } from '@/shared/ui/panel-store';

// Logout clears local storage (spec 4) except the device's own choices: the language the
// visitor picked and the device fingerprint are not part of the session.
const KEPT_KEYS: readonly StorageKey[] = [storageKeys.lang, storageKeys.fingerprint];

function clearStorageKeepingDeviceKeys(): void {
  const kept = KEPT_KEYS.flatMap((key) => {
    const value = readString(key);
    return value === null ? [] : [[key, value] as const];
  });
  clearStorage();
  kept.forEach(([key, value]) => writeString(key, value));
}

async function performLogout(queryClient: QueryClient, navigate: NavigateFunction) {
  if (!beginLogout()) return;
  try {
    // Sent while the token is still known; a failure must not keep the player logged in.
    await logout();
  } catch {
    // Ignored: the session ends on this device either way.
  }
  closePanel();
  closeDialog();
  endSession();
  clearStorageKeepingDeviceKeys();
  queryClient.clear();
  navigate(paths.home);
  pageReload.after(LOGOUT_RELOAD_DELAY_MS);
}

/**
 * The logout action of spec 4: tells the server (its answer is not read), clears the session and
 * local storage, forgets every cached answer, goes home and reloads after 300 ms.
 */
export function useLogoutAction(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => performLogout(queryClient, navigate), [queryClient, navigate]);
}
