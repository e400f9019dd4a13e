import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogoutMockHandler } from '@generated/api/auth/auth.msw';
import { getGetBalanceMockHandler } from '@generated/api/user/user.msw';
import { updatePlayer } from '@mocks/db';
import { mockServer } from '@mocks/node';
import { BALANCE_POLL_MS } from '@/shared/config/constants';
import { pageReload } from '@/shared/navigation/page-reload';
import { getSession } from '@/shared/session/session-machine';
import { renderApp } from '../render-app';
import { logInAs, storedSessionOf } from '../session-helpers';

// The login state: the balance polled every 10 s while logged in, one logout for any number of
// 401 answers, and stored authData restoring the player on start.
function countRequests(path: string) {
  const seen = { count: 0 };
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.count += 1;
  });
  return seen;
}

const profileButton = () => screen.findByRole('button', { name: /demo/ });

describe('the session at work', () => {
  beforeEach(() => {
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    mockServer.events.removeAllListeners();
  });

  it('restores a stored session on start and refreshes the balance at once', async () => {
    await logInAs('demo');
    updatePlayer('demo', { balance: 77.5 });
    const balanceCalls = countRequests('/user/balance');
    await renderApp('/');
    await waitFor(async () => expect(await profileButton()).toHaveTextContent('₺77,50'));
    expect(balanceCalls.count).toBeGreaterThanOrEqual(1);
  });

  it('polls the balance every 10 s and shows the new amount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logInAs('demo');
    await renderApp('/');
    expect(await profileButton()).toHaveTextContent('₺1.250,75');
    updatePlayer('demo', { balance: 2000 });
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    await waitFor(async () => expect(await profileButton()).toHaveTextContent('₺2.000,00'));
  });

  it('stops polling once the player is logged out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logInAs('demo');
    await renderApp('/');
    await profileButton();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    });
    const logoutCalls = countRequests('/auth/logout');
    const balanceCalls = countRequests('/user/balance');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: /demo/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(logoutCalls.count).toBe(1));
    await waitFor(() => expect(getSession()).toBeNull());
    const afterLogout = balanceCalls.count;
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3));
    expect(balanceCalls.count).toBe(afterLogout);
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('logs out once when the balance poll answers 401, however many calls fail together', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logInAs('demo');
    const reload = vi.mocked(pageReload.reload);
    await renderApp('/casino/slot');
    await profileButton();
    const logouts = vi.fn();
    mockServer.use(
      getGetBalanceMockHandler(() => {
        throw HttpResponse.json({ success: false, message: 'expired' }, { status: 401 });
      }),
      http.post('*/api/customer/notification', () =>
        HttpResponse.json({ success: false, message: 'expired' }, { status: 401 }),
      ),
      getLogoutMockHandler(() => {
        logouts();
        return { success: true, message: null, data: null };
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    await waitFor(() => expect(getSession()).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2));
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('authData')).toBeNull();
    expect(await screen.findAllByRole('button', { name: 'Login' })).not.toHaveLength(0);
  });

  it('logs out once a stored session the server no longer knows, even when the 401 comes before the first render', async () => {
    const expired = storedSessionOf('demo', { token: 'mock-token-expired', balance: 5 });
    localStorage.setItem('authData', JSON.stringify(expired));
    // The startup's notification prefetch answers 401 before anything is on screen.
    mockServer.use(
      http.post('*/api/customer/notification', () =>
        HttpResponse.json({ success: false, message: 'expired' }, { status: 401 }),
      ),
    );
    vi.resetModules();
    const { pageReload: freshReload } = await import('@/shared/navigation/page-reload');
    const reload = vi.spyOn(freshReload, 'reload').mockImplementation(() => undefined);
    const logoutCalls = countRequests('/auth/logout');
    const { renderApp: freshRenderApp } = await import('../render-app');
    await freshRenderApp('/casino/slot');
    await waitFor(() => expect(logoutCalls.count).toBe(1));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('authData')).toBeNull();
    expect(await screen.findAllByRole('button', { name: 'Login' })).not.toHaveLength(0);
  });

  it.each([
    ['corrupt JSON', '{"token":"mock-token-demo",'],
    ['the wrong shape', JSON.stringify({ token: 'mock-token-demo', balance: 'lots' })],
  ])('starts a clean visitor session when the stored authData is %s', async (_case, stored) => {
    localStorage.setItem('authData', stored);
    vi.resetModules();
    const balanceCalls = countRequests('/user/balance');
    const { renderApp: freshRenderApp } = await import('../render-app');
    await freshRenderApp('/');
    expect(await screen.findAllByRole('button', { name: 'Login' })).not.toHaveLength(0);
    expect(balanceCalls.count).toBe(0);
  });
});
