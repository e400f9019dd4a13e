import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { logInAs } from '../session-helpers';
import { findPageTitle } from '../support/lazy';

// Every route of the site renders inside the shell (banner, navigation, main, contentinfo).
const routes: Array<[string, string]> = [
  ['/', 'Home'],
  ['/spor', 'Sports'],
  ['/livespor', 'Live Sports'],
  ['/spor/fcg', 'Sports'],
  ['/livespor/fcg', 'Live Sports'],
  ['/esports', 'E-Sports'],
  ['/casino/slot', 'Slot Casino'],
  ['/casino/live', 'Live Casino'],
  ['/casino/games', 'Games'],
  ['/casino/bingo', 'Bingo'],
  ['/casino/tvbets', 'TV Games'],
  // Not a whole game: the play page's translated error page, inside the shell.
  ['/casino/play/eyJnYW1lQ29kZSI6ImEifQ==', 'Game not found'],
  ['/promotions', 'Promotions'],
  ['/pages/1', 'General Terms and Conditions'],
  ['/dashboard', 'My Account'],
  ['/dashboard/account', 'Account'],
  ['/dashboard/phone-verification', 'Phone Verification'],
  ['/dashboard/deposit', 'Deposit'],
  ['/dashboard/withdraw', 'Withdraw'],
  ['/dashboard/change-password', 'Change Password'],
  ['/dashboard/financial-activities', 'Financial Activities'],
  ['/dashboard/game-history', 'Game History'],
  ['/dashboard/claim-bonus', 'Claim Bonus'],
  ['/dashboard/bonuses', 'Bonuses'],
  ['/dashboard/session-history', 'Session History'],
];

describe('the route table', () => {
  it.each(routes)('%s renders its page inside the shell', async (route, title) => {
    // The member area is guarded (a test of its own covers visitors).
    if (route.startsWith('/dashboard')) await logInAs();
    await renderApp(route);
    expect(await findPageTitle(title)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The footer is there with the page, with its texts.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has the footer, its links and its notices as soon as the page shows, before it settles', async () => {
    await renderApp('/');
    expect(await findPageTitle('Home')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/spor');
    expect(within(footer).getByRole('link', { name: 'Genel Şartlar ve Koşullar' })).toHaveAttribute(
      'href',
      '/pages/1',
    );
    expect(within(footer).getByText(/holds gaming licence/)).toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Game providers' })).toBeInTheDocument();
  });

  it('shows a translated not-found page for an unknown route', async () => {
    await renderApp('/no/such/route');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('speaks Turkish by default', async () => {
    await renderApp('/casino/live', { language: 'tr' });
    expect(await findPageTitle('Canlı Casino')).toBeInTheDocument();
  });
});
