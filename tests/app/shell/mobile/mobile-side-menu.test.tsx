import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { MobileSideMenu } from '@/app/shell/mobile/mobile-side-menu';
import { closeDialog, getOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { closePanel, openPanel, togglePanel, useOpenPanel } from '@/shared/ui/panel-store';
import { renderPart } from '../../../render-app';
import { logInAs } from '../../../session-helpers';

const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;

function OpenPanelProbe() {
  return <output aria-label="open panel">{useOpenPanel() ?? 'none'}</output>;
}

function Opener() {
  return (
    <button type="button" onClick={() => togglePanel('sideMenu')}>
      Menu
    </button>
  );
}

async function renderMenu(options: Parameters<typeof renderPart>[1] = {}) {
  const view = await renderPart(
    <>
      <Opener />
      <MobileSideMenu />
      <OpenPanelProbe />
    </>,
    options,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = screen.getByRole('navigation', { name: /Side menu|Yan menü/ });
  // The tiles come from the startup bundle (menuList).
  await within(menu).findAllByRole('listitem');
  return { ...view, user, menu };
}

describe('mobile side menu', () => {
  afterEach(() => {
    act(() => {
      closePanel();
      closeDialog();
    });
    vi.restoreAllMocks();
  });

  it('is closed until the side-menu panel opens', async () => {
    await renderPart(<MobileSideMenu />);
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    act(() => openPanel('sideMenu'));
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
  });

  it('holds a tile per menu item with its title, icon and url', async () => {
    const { menu } = await renderMenu();
    expect(within(menu).getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/spor');
    expect(within(menu).getByRole('link', { name: 'Live Casino' })).toHaveAttribute(
      'href',
      '/casino/live',
    );
    // A plain-text title shows as it is; a game tile is a button that opens the game.
    expect(within(menu).getByRole('button', { name: 'Aviator' })).toBeInTheDocument();
    // The icon is decorative (hidden from assistive technology): there is no role to find it by.
    // eslint-disable-next-line testing-library/no-node-access
    expect(within(menu).getByRole('link', { name: 'Sports' }).querySelector('svg')).not.toBeNull();
    expect(
      within(menu).getByRole('button', { name: 'Select Language: English' }),
    ).toBeInTheDocument();
    // The call-back links are added 1000 ms after the settings arrive.
    expect(await within(menu).findByRole('button', { name: 'Call Me Back' })).toBeInTheDocument();
    // The Turkish 'Bizi Arayın' tile speaks the active language.
    expect(within(menu).getByRole('button', { name: 'Call Us' })).toBeInTheDocument();
  });

  it('a game tile closes the menu and opens the game: login for a visitor', async () => {
    const { menu, user } = await renderMenu();
    await user.click(within(menu).getByRole('button', { name: 'Aviator' }));
    expect(getOpenDialog()?.name).toBe('login');
    expect(screen.getByRole('status', { name: 'open panel' })).toHaveTextContent('none');
  });

  it('offers a visitor Login and Sign Up: each closes the menu and opens its form', async () => {
    let view = await renderMenu();
    await view.user.click(within(view.menu).getByRole('button', { name: 'Sign Up' }));
    expect(getOpenDialog()).toEqual({ name: 'register' });
    expect(screen.getByRole('status', { name: 'open panel' })).toHaveTextContent('none');
    view.unmount();
    act(() => closeDialog());

    view = await renderMenu();
    await view.user.click(within(view.menu).getByRole('button', { name: 'Login' }));
    expect(getOpenDialog()).toEqual({ name: 'login' });
    expect(screen.getByRole('status', { name: 'open panel' })).toHaveTextContent('none');
  });

  it('offers a player neither', async () => {
    await logInAs();
    const { menu } = await renderMenu();
    expect(within(menu).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    const { menu } = await renderMenu({ language: 'tr' });
    expect(within(menu).getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Üye Ol' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Spor' })).toHaveAttribute('href', '/spor');
    expect(within(menu).getByRole('link', { name: 'Canlı Casino' })).toBeInTheDocument();
    expect(await within(menu).findByRole('button', { name: 'Bizi Arayın' })).toBeInTheDocument();
    const drawer = screen.getByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  });

  it('shows an image icon for an icon address', async () => {
    mockServer.use(
      getGetBootstrapMockHandler(() =>
        ok({
          ...mockBootstrap('localhost'),
          menuList: [
            { title: 'Poker', route: '/casino/games', icon: '/icons/poker.svg', game: null },
          ],
        }),
      ),
    );
    const { menu } = await renderMenu();
    const tile = within(menu).getByRole('link', { name: 'Poker' });
    const image = within(tile).getByRole('presentation');
    expect(image).toHaveAttribute('src', '/icons/poker.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('a tile navigates and closes the side menu and the profile panel', async () => {
    const { menu, user } = await renderMenu({ route: '/promotions' });
    await user.click(within(menu).getByRole('link', { name: 'Live Casino' }));
    expect(currentPath()).toBe('/casino/live');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'open panel' })).toHaveTextContent('none');
  });

  it("the 'Bizi Arayın' tile opens the call-centre form in a new window instead", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { menu, user } = await renderMenu({ route: '/promotions', language: 'tr' });
    await user.click(await within(menu).findByRole('button', { name: 'Bizi Arayın' }));
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/callback-form.html`,
      '_blank',
      expect.stringContaining('noopener'),
    );
    expect(currentPath()).toBe('/promotions');
    expect(screen.queryByRole('navigation', { name: 'Yan menü' })).not.toBeInTheDocument();
  });

  it('Call Me Back opens the call-centre form', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { menu, user } = await renderMenu();
    await user.click(await within(menu).findByRole('button', { name: 'Call Me Back' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toMatch(/\/callback-form\.html$/);
  });

  it('is a modal dialog named by its heading: focus moves in and back to the opener', async () => {
    const { menu, user } = await renderMenu();
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toContainElement(menu);
    expect(drawer).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('keeps Tab inside the drawer', async () => {
    const { user } = await renderMenu();
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (let step = 0; step < 20; step += 1) {
      await user.tab();
      expect(drawer.matches(':focus-within')).toBe(true);
    }
  });

  it('closes with the Close button', async () => {
    const { user } = await renderMenu();
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('closes on a backdrop click (a click on the dialog box itself)', async () => {
    const { user } = await renderMenu();
    await user.click(screen.getByRole('dialog', { name: 'Menu' }));
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('stays open on a click inside it', async () => {
    const { menu, user } = await renderMenu();
    await user.click(within(menu).getByText('Language'));
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
  });
});
