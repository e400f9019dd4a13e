import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { mockServer } from '@mocks/node';
import { pageReload } from '@/shared/navigation/page-reload';
import { notificationsQueryOptions } from '@/shared/notifications/notifications-query';
import { readString, storageKeys } from '@/shared/store/local-store';
import { renderApp } from '../../../render-app';
import { logInAs } from '../../../session-helpers';
import { findPageTitle, LAZY } from '../../../support/lazy';
import { answerNotifications } from '../profile/notifications-fixture';

// jsdom applies no media queries, so the desktop bar and the mobile bar are both in the tree:
// the first match of a name is the desktop control.
const first = <T,>(items: T[]): T => {
  const [item] = items;
  if (item === undefined) throw new Error('no match');
  return item;
};

describe('desktop header (spec 2.2)', () => {
  it('offers a visitor Call Me Back, Claim Bonus, Promotions, Login, Sign Up and Select Language', async () => {
    await renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Claim Bonus' })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus',
    );
    expect(first(within(banner).getAllByRole('link', { name: 'Promotions' }))).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(within(banner).getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(within(banner).getAllByRole('button', { name: 'Sign Up' }).length).toBeGreaterThan(0);
    expect(
      within(banner).getByRole('button', { name: 'Select Language: English' }),
    ).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('opens the call-centre form of site setting callcenterform in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderApp('/');
    // It is added 1000 ms after the settings arrive.
    await userEvent.click(await screen.findByRole('button', { name: 'Call Me Back' }));
    expect(open).toHaveBeenCalledWith(
      `${location.origin}/callback-form.html`,
      '_blank',
      expect.stringContaining('noopener'),
    );
  });

  it('shows a player the notification bell, Deposit and the profile instead', async () => {
    await logInAs();
    await renderApp('/');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
    expect(within(banner).getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    expect(
      within(banner).getByRole('button', { name: /^Profile: demo ₺[\d.,]+$/ }),
    ).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("leads a player from the user button to the member area's start page", async () => {
    await logInAs();
    await renderApp('/');
    const banner = screen.getByRole('banner');
    await userEvent.click(
      await within(banner).findByRole('button', { name: /^Profile: demo/ }, LAZY),
    );
    const myAccount = await within(banner).findByRole('link', { name: 'My Account' }, LAZY);
    expect(myAccount).toHaveAttribute('href', '/dashboard');
    await userEvent.click(myAccount);
    expect(await findPageTitle('My Account')).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('lists the menu items in the site navigation and the live filters on /casino/live', async () => {
    await renderApp('/casino/live');
    const nav = screen.getByRole('navigation', { name: 'Site navigation' });
    expect(within(nav).getByRole('link', { name: 'Live Casino' })).toHaveAttribute(
      'href',
      '/casino/live',
    );
    const filters = await screen.findByRole('navigation', { name: 'Live casino filters' });
    const names = within(filters)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'All',
      'Live Roulette',
      'Live Blackjack',
      'Live Poker',
      'Live Baccarat',
      'Live Dealer',
    ]);
    expect(within(filters).getByRole('link', { name: 'Live Roulette' })).toHaveAttribute(
      'href',
      '/casino/live?filter=roulette',
    );
  });

  it('has no live filters elsewhere', async () => {
    await renderApp('/casino/slot');
    expect(
      screen.queryByRole('navigation', { name: 'Live casino filters' }),
    ).not.toBeInTheDocument();
  });

  it('hides after the page is scrolled past 100 px', async () => {
    await renderApp('/');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-hidden', 'false');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 101, configurable: true });
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(banner).toHaveAttribute('data-hidden', 'true');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(banner).toHaveAttribute('data-hidden', 'false');
  });
});

describe('notification bell (spec 2.5)', () => {
  it('shakes when a new notification arrives, not on the first load nor when one is read', async () => {
    // Ids 1-3: two unread, one read.
    answerNotifications(2, 1);
    await logInAs();
    const { queryClient } = await renderApp('/');
    const reload = () =>
      act(() => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }));
    // Lets the bell's effects run after the list has changed.
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LAZY);
    await settle();
    expect(bell).toHaveAttribute('data-shaking', 'false');

    // The same three, one of them read now: the count goes down, no new notification.
    answerNotifications(1, 2);
    await reload();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, LAZY);
    await settle();
    expect(bell).toHaveAttribute('data-shaking', 'false');

    // A fourth arrives.
    answerNotifications(2, 2);
    await reload();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LAZY);
    await settle();
    expect(bell).toHaveAttribute('data-shaking', 'true');
    // One shake, then the bell is still.
    await waitFor(() => expect(bell).toHaveAttribute('data-shaking', 'false'), { timeout: 2000 });
  });
});

describe('language selector (spec 2.2, 4)', () => {
  it('lists English and Türkçe, stores the choice and reloads after 100 ms', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    await renderApp('/', { language: 'en' });
    await userEvent.click(
      first(screen.getAllByRole('button', { name: 'Select Language: English' })),
    );
    // The menu loads when the selector first opens.
    const options = await screen.findAllByRole('menuitemradio', {}, LAZY);
    expect(options.map((option) => option.textContent)).toEqual(['Türkçe', 'English']);
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Türkçe' }));
    expect(readString(storageKeys.lang)).toBe('tr');
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('shows the Turkish texts when Turkish is stored', async () => {
    await renderApp('/', { language: 'tr' });
    expect(screen.getAllByRole('button', { name: 'Giriş Yap' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Dil Seçin: Türkçe' })).toBeInTheDocument();
  });
});

describe('domain-change banner (spec 2.2, 4)', () => {
  it('shows the current and next domain on the home route only', async () => {
    const view = await renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Domain change notice' });
    expect(banner).toHaveTextContent('localhost');
    expect(banner).toHaveTextContent('royalbet501.com');
    view.unmount();
    await renderApp('/promotions');
    expect(screen.queryByRole('region', { name: 'Domain change notice' })).not.toBeInTheDocument();
  });

  it('stores topNotifyRead when closed, collapses and is removed after 500 ms', async () => {
    await renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Domain change notice' });
    vi.useFakeTimers();
    fireEvent.click(within(banner).getByRole('button', { name: 'Close notice' }));
    expect(readString(storageKeys.topNotifyRead)).toBe('true');
    expect(banner).toHaveAttribute('data-state', 'collapsing');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('region', { name: 'Domain change notice' })).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('stays closed once closed', async () => {
    localStorage.setItem('topNotifyRead', 'true');
    await renderApp('/');
    expect(screen.queryByRole('region', { name: 'Domain change notice' })).not.toBeInTheDocument();
  });
});

describe('header notification (spec 2.2, 6)', () => {
  it('is absent on the main domain', async () => {
    await renderApp('/');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows off the main domain', async () => {
    mockServer.use(
      getGetBootstrapMockHandler({
        success: true,
        message: null,
        data: { ...mockBootstrap('royalbet500.com') },
      }),
    );
    await renderApp('/promotions');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You are visiting us on an alternative address. Our main address is royalbet500.com.',
    );
  });
});

describe('a failed bootstrap (spec 4)', () => {
  it('leaves a usable site with empty menus', async () => {
    mockServer.use(
      getGetBootstrapMockHandler({ success: false, message: 'Yüklenemedi.', data: null }),
    );
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Site navigation' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('main')).toBeInTheDocument());
  });
});
