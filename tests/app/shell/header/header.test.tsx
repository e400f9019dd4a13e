import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { mockServer } from '@mocks/node';
import { renderApp } from '../../../render-app';
import { logInAs } from '../../../session-helpers';
import { findPageTitle, LAZY } from '../../../support/lazy';

// jsdom applies no media queries, so the desktop bar and the mobile bar are both in the tree:
// the first match of a name is the desktop control.
const first = <T,>(items: T[]): T => {
  const [item] = items;
  if (item === undefined) throw new Error('no match');
  return item;
};

// The header reads the scroll position on the frame after the scroll event.
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('desktop header', () => {
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
    await scrollTo(101);
    expect(banner).toHaveAttribute('data-hidden', 'true');
    await scrollTo(100);
    expect(banner).toHaveAttribute('data-hidden', 'false');
  });
});

describe('a failed bootstrap', () => {
  it('leaves a usable site with empty menus', async () => {
    mockServer.use(
      getGetBootstrapMockHandler({ success: false, message: 'Yüklenemedi.', data: null }),
    );
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Site navigation' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('main')).toBeInTheDocument();
  });
});
