import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_RELOAD_DELAY_MS } from '@/shared/config/constants';
import { demoPlayerSession as session } from '../../../scripts/lib/demo-player';

// A logout in one tab must not leave other tabs logged in. Another tab's change of the stored
// login data (authData) reaches this tab as a `storage` event: a removal, corrupt data or another
// player's login ends the session here too, locally: no second logout call, the other tab's
// storage left as it is, home and a reload after 300 ms. Followed from startup: a change made
// between reading the session and attaching the listener (while the page loads) is caught on
// attaching, by the same rules.

let stopFollowing: (() => void) | undefined;

async function freshModules() {
  vi.resetModules();
  const store = await import('@/shared/session/session-machine');
  const { followOtherTabs } = await import('@/shared/session/follow-other-tabs');
  const { pageReload } = await import('@/shared/navigation/page-reload');
  const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const follow = () => {
    stopFollowing?.();
    stopFollowing = followOtherTabs();
  };
  return { ...store, follow, reload, fetchSpy };
}

/** Fresh modules following the other tabs, as the startup attaches it. */
async function following() {
  const modules = await freshModules();
  modules.follow();
  return modules;
}

/** The stored login data of another player, as another tab writes it. */
const otherPlayer = () =>
  JSON.stringify({ ...session, token: 'tok-2', username: 'other', fingerprint: '' });

/** What the browser does in this tab when another tab writes `authData`. */
function otherTabWrites(value: string | null, key: string | null = 'authData') {
  const oldValue = localStorage.getItem('authData');
  // The other tab's write is already in the shared storage when the event arrives.
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }),
  );
}

describe('cross-tab logout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/dashboard/account');
  });
  afterEach(() => {
    stopFollowing?.();
    stopFollowing = undefined;
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it('logs out locally when another tab removes the login data', async () => {
    const { startSession, getSession, reload, fetchSpy } = await following();
    startSession(session);
    otherTabWrites(null);
    expect(getSession()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/');
    // No second logout call from this tab.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('logs out locally when another tab clears the storage', async () => {
    const { startSession, getSession, reload } = await following();
    startSession(session);
    otherTabWrites(null, null);
    expect(getSession()).toBeNull();
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['corrupt JSON', '{"token":'],
    ['the wrong shape', JSON.stringify({ token: 'tok', username: 7 })],
    ['an empty token', JSON.stringify({ ...session, token: '', fingerprint: '' })],
  ])('treats %s written by another tab as absent: logged out', async (_label, value) => {
    const { startSession, getSession, reload } = await following();
    startSession(session);
    otherTabWrites(value);
    expect(getSession()).toBeNull();
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs out locally when another tab logs in as someone else, and leaves their data', async () => {
    const { startSession, getSession, reload } = await following();
    startSession(session);
    const other = otherPlayer();
    otherTabWrites(other);
    expect(getSession()).toBeNull();
    // The other tab's login stays stored: after the reload this tab is that player too.
    expect(localStorage.getItem('authData')).toBe(other);
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a 401 after another tab’s logout neither calls logout nor removes the other tab’s data', async () => {
    const { startSession, endSession, fetchSpy } = await following();
    startSession(session);
    const other = otherPlayer();
    otherTabWrites(other);
    await endSession('unauthorized');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem('authData')).toBe(other);
  });

  it('takes over the same session’s newer fields (the balance another tab polled)', async () => {
    const { startSession, getSession, reload } = await following();
    startSession(session);
    otherTabWrites(JSON.stringify({ ...session, balance: 75, fingerprint: '' }));
    expect(getSession()?.balance).toBe(75);
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores other keys and a tab that is logged out already', async () => {
    const { startSession, getSession, forgetSession, reload } = await following();
    startSession(session);
    otherTabWrites('en', 'lang');
    expect(getSession()?.token).toBe(session.token);
    forgetSession();
    otherTabWrites(null);
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reload).not.toHaveBeenCalled();
  });

  describe('on attaching at startup', () => {
    const stored = (data: object) => localStorage.setItem('authData', JSON.stringify(data));

    it('ends the session of a logout written while the page loaded', async () => {
      stored({ ...session, fingerprint: '' });
      const { getSession, follow, reload, fetchSpy } = await freshModules();
      // Read as logged in; the other tab logs out before the listener is attached.
      expect(getSession()?.token).toBe(session.token);
      localStorage.removeItem('authData');
      follow();
      expect(getSession()).toBeNull();
      vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(window.location.pathname).toBe('/');
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('ends the session of another login written while the page loaded, and leaves its data', async () => {
      stored({ ...session, fingerprint: '' });
      const { getSession, follow, reload } = await freshModules();
      const other = otherPlayer();
      localStorage.setItem('authData', other);
      follow();
      expect(getSession()).toBeNull();
      expect(localStorage.getItem('authData')).toBe(other);
      vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('keeps the same login, with its newer fields, and does not reload', async () => {
      stored({ ...session, fingerprint: '' });
      const { getSession, follow, reload } = await freshModules();
      stored({ ...session, balance: 75, fingerprint: '' });
      follow();
      expect(getSession()?.balance).toBe(75);
      vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
      expect(reload).not.toHaveBeenCalled();
    });

    it('leaves a visitor alone, whatever another tab stored', async () => {
      const { getSession, follow, reload } = await freshModules();
      stored({ ...session, fingerprint: '' });
      follow();
      expect(getSession()).toBeNull();
      vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
