import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import type { BannerSlide, MenuItem, Promotion } from '@generated/api/model';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { MainNavBar } from '@/app/shell/header/main-nav-bar';
import { MobileSideMenu } from '@/app/shell/mobile/mobile-side-menu';
import { slideLink } from '@/shared/ui/banner-carousel/banner-slides';
import { closeDialog, openDialog } from '@/shared/ui/dialog/dialog-store';
import { closePanel, openPanel } from '@/shared/ui/panel-store';
import { renderApp, renderPart } from '../../render-app';
import { LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

// No open redirect: an address from data that parses as same-site but whose path begins with '//'
// never becomes a protocol-relative link off the site (banner slides, the promotion's Join, the
// mobile menu), and the desktop menu never hands `item.route` to NavLink unchecked (data:,
// vbscript: and off-site hosts). Every one goes through the URL check.
const TRICKS = ['//evil.example/x', '/.//evil.example/x', '/./\\evil.example'];

/** No link in `root` leads off the site except through an explicit https new-tab link. */
function expectNoOpenRedirect(root: HTMLElement) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    expect(href, link.outerHTML).not.toMatch(/^\s*(?:\/\/|\\|[a-z]+:(?!\/\/))/i);
    expect(href, link.outerHTML).not.toMatch(/^(?:javascript|vbscript|data):/i);
    if (/^https?:/i.test(href) && new URL(href).origin !== location.origin) {
      expect(href.startsWith('https://'), link.outerHTML).toBe(true);
      expect(link.target, link.outerHTML).toBe('_blank');
      expect(link.rel, link.outerHTML).toContain('noopener');
    }
  }
}

describe('banner slides', () => {
  const slide = (url: string): BannerSlide =>
    ({
      url,
      target: '_self',
      images: [{ url: '/a.webp' }],
    }) as BannerSlide;

  it.each([
    [`https://royalbet.example//evil.example/x`, '/evil.example/x'],
    ['/.//evil.example/x', '/evil.example/x'],
    ['/./\\evil.example', '/evil.example'],
  ])('%s stays on the site as %s', (url, to) => {
    expect(slideLink(slide(url), 'https://royalbet.example')).toEqual({
      kind: 'internal',
      to,
      newTab: false,
    });
  });

  it('refuses script and data addresses and plain http hosts', () => {
    for (const url of [
      'javascript:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      'http://a.example/',
    ])
      expect(slideLink(slide(url), 'https://royalbet.example')).toEqual({ kind: 'none' });
  });
});

describe('promotion Join', () => {
  beforeEach(() => {
    closeDialog();
    skipStartupPopup();
  });

  it.each(['/.//evil.example/x', '/./\\evil.example'])(
    'a Join address of %s links to a path on the site',
    async (url) => {
      const promotion: Promotion = {
        id: 5,
        title: 'Tricky',
        imageUrl: '/p.webp',
        description: '',
        url,
      };
      await renderApp('/');
      act(() => openDialog('promotion', promotion));
      const dialog = await screen.findByRole('dialog', { name: 'Tricky', busy: false }, LAZY);
      const join = within(dialog).getByRole('link', { name: /Join Now/ });
      expect(join).toHaveAttribute('href', expect.stringMatching(/^\/evil\.example/));
      expectNoOpenRedirect(dialog);
    },
  );
});

function withMenu(items: MenuItem[]) {
  mockServer.use(
    getGetBootstrapMockHandler(({ request }) => {
      const bootstrap = mockBootstrap(new URL(request.url).hostname);
      return ok({ ...bootstrap, menuList: items });
    }),
  );
}

const hostileMenu: MenuItem[] = [
  { title: 'Sports', route: '/spor', icon: 'sports', game: null },
  { title: 'Data', route: 'data:text/html,<script>alert(1)</script>', icon: 'dot', game: null },
  { title: 'VB', route: 'vbscript:msgbox(1)', icon: 'dot', game: null },
  { title: 'Script', route: 'javascript:alert(1)', icon: 'dot', game: null },
  { title: 'Plain', route: 'http://partner.example/', icon: 'dot', game: null },
  { title: 'Partner', route: 'https://partner.example/offer', icon: 'dot', game: null },
  ...TRICKS.map((route, index) => ({ title: `Trick ${index}`, route, icon: 'dot', game: null })),
];

describe('the desktop menu (MainNavBar)', () => {
  it('links only checked addresses: same-site paths, https hosts in a new tab', async () => {
    withMenu(hostileMenu);
    await renderPart(<MainNavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Site navigation' }, LAZY);
    await within(nav).findByRole('link', { name: 'Sports' });
    for (const name of ['Data', 'VB', 'Script', 'Plain'])
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/spor');
    const partner = within(nav).getByRole('link', { name: 'Partner' });
    expect(partner).toHaveAttribute('href', 'https://partner.example/offer');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'Trick 1' })).toHaveAttribute(
      'href',
      '/evil.example/x',
    );
    expect(within(nav).getByRole('link', { name: 'Trick 2' })).toHaveAttribute(
      'href',
      '/evil.example',
    );
    expectNoOpenRedirect(nav);
  });
});

describe('the mobile side menu', () => {
  afterEach(() => act(() => closePanel()));

  it('links only checked addresses', async () => {
    withMenu(hostileMenu);
    await renderPart(<MobileSideMenu />);
    act(() => openPanel('sideMenu'));
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    await within(menu).findByRole('link', { name: 'Sports' });
    for (const name of ['Data', 'VB', 'Script', 'Plain'])
      expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Trick 1' })).toHaveAttribute(
      'href',
      '/evil.example/x',
    );
    expectNoOpenRedirect(menu);
    // The router follows the path on the site.
    await userEvent.click(within(menu).getByRole('link', { name: 'Trick 2' }));
  });
});
