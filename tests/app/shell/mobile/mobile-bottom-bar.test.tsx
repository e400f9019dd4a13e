import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MobileBottomBar } from '@/app/shell/mobile/mobile-bottom-bar';
import { closeLiveChat } from '@/shared/live-chat/live-chat-store';
import { closeDialog, getOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp, renderPart } from '../../../render-app';
import { logInAs } from '../../../session-helpers';
import { stubViewport } from '../../../support/viewport';

const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;

describe('mobile bottom bar', () => {
  beforeEach(() => stubViewport('mobile'));
  afterEach(() => {
    closeDialog();
    closeLiveChat();
  });

  it('lists Deposit, Sports, Support, Live Casino and Promotions in English', async () => {
    await renderPart(<MobileBottomBar />);
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    const names = within(bar)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Deposit', 'Sports', 'Support', 'Live Casino', 'Promotions']);
    const links = [
      ['Deposit', '/dashboard/deposit'],
      ['Sports', '/spor'],
      ['Live Casino', '/casino/live'],
      ['Promotions', '/promotions'],
    ];
    for (const [name, href] of links) {
      expect(within(bar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(bar).getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    await renderPart(<MobileBottomBar />, { language: 'tr' });
    const bar = screen.getByRole('navigation', { name: 'Hızlı bağlantılar' });
    for (const name of ['Para Yatır', 'Spor', 'Canlı Casino', 'Promosyon']) {
      expect(within(bar).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(bar).getByRole('button', { name: 'Destek' })).toBeInTheDocument();
  });

  it('marks the item of the current page', async () => {
    await renderPart(<MobileBottomBar />, { route: '/casino/live' });
    expect(screen.getByRole('link', { name: 'Live Casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Sports' })).not.toHaveAttribute('aria-current');
  });

  it('is not rendered above the mobile breakpoint', async () => {
    stubViewport('desktop');
    await renderPart(<MobileBottomBar />);
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it('opens the login form for a visitor who taps Deposit and stays on the page', async () => {
    const user = userEvent.setup();
    await renderPart(<MobileBottomBar />, { route: '/promotions' });
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(getOpenDialog()).toEqual({ name: 'login' });
    expect(currentPath()).toBe('/promotions');
  });

  it('takes a player to the deposit page', async () => {
    await logInAs();
    const user = userEvent.setup();
    await renderPart(<MobileBottomBar />, { route: '/promotions' });
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(currentPath()).toBe('/dashboard/deposit');
    expect(getOpenDialog()).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  });

  it('Support flips the live-chat open flag', async () => {
    const user = userEvent.setup();
    await renderPart(<MobileBottomBar />);
    const support = screen.getByRole('button', { name: 'Support' });
    expect(support).toHaveAttribute('aria-pressed', 'false');
    await user.click(support);
    expect(support).toHaveAttribute('aria-pressed', 'true');
  });

  it('in the whole app, Deposit shows a visitor the Login dialog', async () => {
    const user = userEvent.setup();
    await renderApp('/casino/live');
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    await user.click(within(bar).getByRole('link', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Live Casino')).toHaveAttribute('aria-current', 'page');
  });
});
