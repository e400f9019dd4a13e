import { describe, expect, it, vi } from 'vitest';
import { demoPlayerSession as session } from '../../../scripts/lib/demo-player';

// The session module reads localStorage when it loads, so each case imports a fresh copy.
async function freshSession() {
  vi.resetModules();
  return import('@/shared/session/session-machine');
}

describe('the session: its stored login data and its phases', () => {
  it('starts logged out without stored authData', async () => {
    const { getSession } = await freshSession();
    expect(getSession()).toBeNull();
  });

  it('restores stored authData on start', async () => {
    localStorage.setItem('authData', JSON.stringify({ ...session, fingerprint: 'fp' }));
    const { getSession, getSessionToken } = await freshSession();
    expect(getSession()?.username).toBe('demo');
    expect(getSessionToken()).toBe(session.token);
  });

  it.each([
    ['corrupt JSON', '{"token":'],
    ['the wrong shape', JSON.stringify({ token: 'tok', username: 7 })],
    ['an empty token', JSON.stringify({ ...session, token: '', fingerprint: 'fp' })],
    ['a list', JSON.stringify([session])],
  ])('treats %s as logged out', async (_case, stored) => {
    localStorage.setItem('authData', stored);
    const { getSession } = await freshSession();
    expect(getSession()).toBeNull();
  });

  it('stores the session together with the device fingerprint', async () => {
    localStorage.setItem('fingerprint', 'device-1');
    const { startSession, getSession } = await freshSession();
    expect(startSession(session)).toBe(true);
    expect(getSession()).toEqual({ ...session, fingerprint: 'device-1' });
    expect(JSON.parse(localStorage.getItem('authData') ?? 'null')).toEqual({
      ...session,
      fingerprint: 'device-1',
    });
  });

  it('returns false and stays logged out when the session cannot be saved', async () => {
    const { startSession, getSession } = await freshSession();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(startSession(session)).toBe(false);
    expect(getSession()).toBeNull();
  });

  it('ends an active session once, whatever asks for it, and starts the next login afresh', async () => {
    const { startSession, endSession, getSession, getSessionState } = await freshSession();
    const { pageReload } = await import('@/shared/navigation/page-reload');
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    startSession(session);
    const ending = Promise.all([endSession('logout'), endSession('unauthorized')]);
    // The logout call still carries the token; the page already shows a visitor.
    expect(getSessionState()).toEqual({ phase: 'ending', reason: 'logout', token: session.token });
    expect(getSession()).toBeNull();
    await ending;
    expect(getSessionState()).toEqual({ phase: 'ended', reason: 'logout' });
    vi.advanceTimersByTime(300);
    expect(reload).toHaveBeenCalledTimes(1);
    startSession(session);
    expect(getSessionState()).toMatchObject({ phase: 'active' });
    vi.useRealTimers();
  });

  it('keeps the polled balance', async () => {
    const { startSession, updateBalance, getSession } = await freshSession();
    startSession(session);
    updateBalance(99.5);
    expect(getSession()?.balance).toBe(99.5);
  });
});
