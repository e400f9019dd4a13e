import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '@/app/shell/profile/profile-menu';
import { pageReload } from '@/shared/navigation/page-reload';
import { getSession } from '@/shared/session/session-machine';
import { closeDialog, getOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { closePanel, openPanel, useOpenPanel } from '@/shared/ui/panel-store';
import { renderPart } from '../../../render-app';
import { logInAs } from '../../../session-helpers';
import { dashboardEntries } from '../../../support/dashboard-entries';
import { answerNotifications } from './notifications-fixture';

const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;

function OpenPanelProbe() {
  return <output aria-label="open panel">{useOpenPanel() ?? 'none'}</output>;
}

const openPanelName = () => screen.getByRole('status', { name: 'open panel' });

/** Renders the menu, opens it and shows which panel is open. */
async function openMenu(variant: 'panel' | 'dropdown') {
  const user = userEvent.setup();
  await renderPart(
    <>
      <ProfileMenu variant={variant} />
      <OpenPanelProbe />
    </>,
  );
  act(() => openPanel(variant === 'panel' ? 'profilePanel' : 'profileDropdown'));
  return user;
}

describe('profile menu', () => {
  beforeEach(() => {
    // Logout reloads the page; here it must not.
    vi.spyOn(pageReload, 'after').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => {
      closePanel();
      closeDialog();
    });
    vi.restoreAllMocks();
  });

  it('shows nothing for a visitor', async () => {
    await renderPart(<ProfileMenu variant="panel" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  describe('panel (mobile dashboard menu)', () => {
    it('shows the name, the balance in lira, the user code and every dashboard entry', async () => {
      answerNotifications(0, 2);
      const session = await logInAs();
      await renderPart(<ProfileMenu variant="panel" />);
      expect(screen.getByText('demo')).toBeInTheDocument();
      expect(screen.getByText('₺1.250,75')).toBeInTheDocument();
      expect(screen.getByText(session.usercode)).toBeInTheDocument();
      const menu = screen.getByRole('navigation', { name: 'Account menu' });
      for (const [name, href] of dashboardEntries) {
        expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
      }
      expect(within(menu).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    });

    it('speaks Turkish', async () => {
      answerNotifications(0);
      await logInAs();
      await renderPart(<ProfileMenu variant="panel" />, { language: 'tr' });
      const menu = screen.getByRole('navigation', { name: 'Hesap menüsü' });
      expect(within(menu).getByRole('link', { name: 'Para Yatır' })).toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Hesabım' })).toHaveAttribute('href', '/dashboard');
      expect(screen.getByText('₺1.250,75')).toBeInTheDocument();
    });

    it.each([
      [3, '3'],
      [8, '8'],
      [9, '9+'],
      [14, '9+'],
    ])('with %i unread the Notifications badge reads %s', async (unread, badge) => {
      answerNotifications(unread, 2);
      await logInAs();
      await renderPart(<ProfileMenu variant="panel" />);
      const button = screen.getByRole('button', { name: 'Notifications' });
      expect(await within(button).findByText(badge)).toBeInTheDocument();
      expect(button).toHaveAccessibleDescription(`${unread} unread notifications`);
    });

    it('shows no badge when everything is read', async () => {
      answerNotifications(0, 4);
      await logInAs();
      const { queryClient } = await renderPart(<ProfileMenu variant="panel" />);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      const button = screen.getByRole('button', { name: 'Notifications' });
      expect(button).not.toHaveAccessibleDescription();
      expect(within(button).queryByText(/\d/)).not.toBeInTheDocument();
    });

    it('Notifications opens the notifications sheet and closes the panel', async () => {
      answerNotifications(1);
      await logInAs();
      const user = await openMenu('panel');
      await user.click(screen.getByRole('button', { name: 'Notifications' }));
      expect(getOpenDialog()).toEqual({ name: 'notifications' });
      expect(openPanelName()).toHaveTextContent('none');
    });

    it('an entry navigates and closes the panel', async () => {
      answerNotifications(0);
      await logInAs();
      const user = await openMenu('panel');
      await user.click(screen.getByRole('link', { name: 'Game History' }));
      expect(currentPath()).toBe('/dashboard/game-history');
      expect(openPanelName()).toHaveTextContent('none');
    });

    it('Logout ends the session and goes home', async () => {
      answerNotifications(0);
      await logInAs();
      const user = userEvent.setup();
      await renderPart(<ProfileMenu variant="panel" />, { route: '/dashboard/account' });
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      await vi.waitFor(() => expect(getSession()).toBeNull());
      expect(currentPath()).toBe('/');
      expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
    });
  });

  describe('dropdown (desktop)', () => {
    it('leaves out Notifications, shows the unread badge by the name and a Deposit/Withdraw toggle', async () => {
      answerNotifications(11);
      await logInAs();
      await renderPart(<ProfileMenu variant="dropdown" />);
      expect(await screen.findByText('9+')).toBeInTheDocument();
      expect(screen.getByText('11 unread notifications')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();

      const toggle = screen.getByRole('group', { name: 'Deposit or withdraw' });
      for (const [name, href] of dashboardEntries.filter(([, to]) => /deposit|withdraw/.test(to))) {
        expect(within(toggle).getByRole('link', { name })).toHaveAttribute('href', href);
      }

      const menu = screen.getByRole('navigation', { name: 'Account menu' });
      for (const [name, href] of dashboardEntries.filter(
        ([, to]) => !/deposit|withdraw/.test(to),
      )) {
        expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
      }
      expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(screen.getByText('₺1.250,75')).toBeInTheDocument();
    });

    it("its header's My Account leads to /dashboard and closes the dropdown", async () => {
      answerNotifications(0);
      await logInAs();
      const user = await openMenu('dropdown');
      const link = screen.getByRole('link', { name: 'My Account' });
      expect(link).toHaveAttribute('href', '/dashboard');
      await user.click(link);
      expect(currentPath()).toBe('/dashboard');
      expect(openPanelName()).toHaveTextContent('none');
    });

    it('choosing an entry closes the dropdown', async () => {
      answerNotifications(0);
      await logInAs();
      const user = await openMenu('dropdown');
      await user.click(screen.getByRole('link', { name: 'Withdraw' }));
      expect(currentPath()).toBe('/dashboard/withdraw');
      expect(openPanelName()).toHaveTextContent('none');
    });
  });
});
