import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogoutMockHandler } from '@generated/api/auth/auth.msw';
import { mockServer } from '@mocks/node';
import { createQueryClient } from '@/app/query-client';
import { LOGOUT_RELOAD_DELAY_MS } from '@/shared/config/constants';
import { pageReload } from '@/shared/navigation/page-reload';
import { endSession, getSession, useSessionEnd } from '@/shared/session/session-machine';
import { logInAs } from '../../session-helpers';

function renderLogout() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['some', 'answer'], { success: true, message: null, data: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/account']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useSessionEnd();
      return { logout: () => endSession('logout'), pathname: useLocation().pathname };
    },
    { wrapper },
  );
  return { result, queryClient };
}

function storedKeys(): string[] {
  return Object.keys(localStorage).sort();
}

describe('logout', () => {
  let reload: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    await logInAs();
    localStorage.setItem('lang', 'en');
    localStorage.setItem('fingerprint', 'device-1');
    localStorage.setItem('topNotifyRead', 'true');
    localStorage.setItem('refId', 'partner-7');
    reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('calls auth/logout, ends the session, clears storage but the language and fingerprint, resets state, goes home and reloads after 300 ms', async () => {
    const called = vi.fn();
    mockServer.use(
      getLogoutMockHandler(({ request }) => {
        called(request.headers.get('Authorization'));
        return { success: true, message: null, data: null };
      }),
    );
    expect(storedKeys()).toContain('authData');
    const { result, queryClient } = renderLogout();

    await act(() => result.current.logout());

    expect(called).toHaveBeenCalledWith('Bearer mock-token-demo');
    expect(getSession()).toBeNull();
    expect(storedKeys()).toEqual(['fingerprint', 'lang']);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('fingerprint')).toBe('device-1');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(result.current.pathname).toBe('/');

    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs out even when the server refuses', async () => {
    mockServer.use(getLogoutMockHandler({ success: false, message: 'Hata', data: null }));
    const { result } = renderLogout();
    await act(() => result.current.logout());
    expect(getSession()).toBeNull();
    expect(result.current.pathname).toBe('/');
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs out even when the network fails', async () => {
    mockServer.use(http.get('*/auth/logout', () => HttpResponse.error()));
    const { result } = renderLogout();
    await act(() => result.current.logout());
    expect(getSession()).toBeNull();
    expect(storedKeys()).toEqual(['fingerprint', 'lang']);
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stores no language when none was chosen', async () => {
    localStorage.removeItem('lang');
    const { result } = renderLogout();
    await act(() => result.current.logout());
    expect(storedKeys()).toEqual(['fingerprint']);
  });
});
