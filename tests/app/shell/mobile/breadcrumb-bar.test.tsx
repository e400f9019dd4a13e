import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePanel } from '@/shared/ui/panel-store';
import { renderApp } from '../../../render-app';
import { logInAs } from '../../../session-helpers';
import { stubViewport } from '../../../support/viewport';

function crumbsText(nav: HTMLElement): string {
  return (nav.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('breadcrumb bar', () => {
  afterEach(() => {
    act(() => closePanel());
  });

  it("shows 'Home / Live Casino' on /casino/live, the last one current and not a link", async () => {
    await renderApp('/casino/live');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbsText(nav)).toBe('Home/Live Casino');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByRole('link', { name: 'Live Casino' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Live Casino')).toHaveAttribute('aria-current', 'page');
  });

  it('follows the route nesting in Turkish', async () => {
    await logInAs();
    await renderApp('/dashboard/deposit', { language: 'tr' });
    const nav = await screen.findByRole('navigation', { name: 'Sayfa yolu' });
    expect(crumbsText(nav)).toBe('Ana Sayfa/Hesabım/Para Yatır');
    expect(within(nav).getByRole('link', { name: 'Hesabım' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('is not shown on the home page', async () => {
    await renderApp('/');
    await screen.findByRole('main');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('a crumb goes to its page on desktop', async () => {
    stubViewport('desktop');
    await logInAs();
    const user = userEvent.setup();
    await renderApp('/dashboard/bonuses');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(nav).getByRole('link', { name: 'My Account' }));
    await vi.waitFor(() => expect(crumbsText(nav)).toBe('Home/My Account'));
  });

  it('on mobile a crumb opens the profile side panel for a player instead', async () => {
    stubViewport('mobile');
    await logInAs();
    const user = userEvent.setup();
    await renderApp('/dashboard/bonuses');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(nav).getByRole('link', { name: 'My Account' }));
    expect(
      await screen.findByRole('dialog', { name: 'My account', busy: false }),
    ).toBeInTheDocument();
    expect(crumbsText(nav)).toBe('Home/My Account/Bonuses');
  });

  it('on mobile a visitor just navigates', async () => {
    stubViewport('mobile');
    const user = userEvent.setup();
    await renderApp('/casino/live');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument(),
    );
    // No profile panel for a visitor (the home page's announcement may open meanwhile).
    expect(screen.queryByRole('dialog', { name: 'My account' })).not.toBeInTheDocument();
  });
});
