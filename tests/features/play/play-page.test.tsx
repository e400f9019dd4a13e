import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getLaunchHub88MockHandler } from '@generated/api/casino/casino.msw';
import type { Game } from '@generated/api/model';
import { gameAt } from '@mocks/data/games-data';
import { mockServer } from '@mocks/node';
import { paths } from '@/shared/config/paths';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';
import { servedPlayRoute } from '../../support/served-game';
import { expectTooltip } from '../../support/tooltips';

const game = (extra: Partial<Game> = {}): Game => ({
  gameCode: 'vs20fruitsw',
  name: 'Sweet Bonanza',
  providerName: 'Pragmatic Play',
  mainProviderId: 6,
  productId: null,
  system: null,
  systemCategory: 3,
  imageUrl: null,
  launchProvider: 'hub88',
  ...extra,
});

// A game the mock casino does not list, which the server's lookup answers as it is.
const playRoute = servedPlayRoute;

describe('play page (spec 2.1, 2.6, 4)', () => {
  afterEach(() => localStorage.clear());

  it('launches the game with its provider call and loads the answer in a frame', async () => {
    await logInAs();
    const watch = watchRequests();
    await renderApp(playRoute(game()));
    expect(await findPageTitle('Sweet Bonanza')).toBeVisible();
    const frame = await screen.findByTitle('Sweet Bonanza', {}, LAZY);
    expect(frame.getAttribute('src')).toMatch(/\/mock-game\.html\?provider=hub88&game=vs20fruitsw/);
    // The mock game page is on the site's own origin: sandboxed without the site's origin
    // (issue 17, section 6).
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(await watch.bodiesTo('/casino/hub88launchurl')).toEqual([
      {
        platform: 1,
        gameCode: 'vs20fruitsw',
        language: 'en',
        lobbyUrl: `${window.location.origin}/casino/slot`,
      },
    ]);
    watch.stop();
    // Loading until the frame reports it has loaded.
    // (The page has other live statuses too, such as the realtime connection's.)
    expect(screen.getByText('Loading').closest('[role="status"]')).toBeInTheDocument();
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
    const bar = screen.getByRole('toolbar', { name: 'Game controls' });
    for (const name of ['Deposit', 'Reload', 'Close']) {
      expect(within(bar).getByRole('button', { name })).toBeVisible();
    }
    for (const name of ['Reload', 'Close']) {
      expectTooltip(within(bar).getByRole('button', { name }), name);
    }
  });

  it('writes an HTML answer into a frame sandboxed to scripts and its launch form', async () => {
    await logInAs();
    await renderApp(playRoute(game({ launchProvider: 'softgamings', system: 'spribe' })));
    const frame = await screen.findByTitle('Sweet Bonanza', {}, LAZY);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frame).not.toHaveAttribute('src');
    const html = frame.getAttribute('srcdoc') ?? '';
    // The provider's static host points at the local launch path; its script is in.
    expect(html).toContain(`${window.location.origin}/launch/softgamings/games/vs20fruitsw/`);
    expect(html).not.toContain('static.softgamings.com');
    expect(html).toContain('setTimeout(bridge,100)');
  });

  it('shows the server message as an error toast when the launch fails', async () => {
    await logInAs();
    await renderApp(playRoute(game({ gameCode: 'fail-1' })));
    // The toast (spec 8).
    expect(
      await screen.findByText('The game could not be launched.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('The game could not be started.')).toBeVisible();
    expect(screen.queryByTitle('Sweet Bonanza')).not.toBeInTheDocument();
  });

  it('refuses an answer that is neither an http(s) address nor HTML', async () => {
    await logInAs();
    mockServer.use(
      getLaunchHub88MockHandler({ success: true, message: null, data: 'javascript:alert(1)' }),
    );
    await renderApp(playRoute(game()));
    expect(
      await screen.findByText('The game provider sent an answer that cannot be opened.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Sweet Bonanza')).not.toBeInTheDocument();
  });

  it('reload tells the player, clears the frame and launches again', async () => {
    await logInAs();
    const watch = watchRequests();
    await renderApp(playRoute(game()));
    await screen.findByTitle('Sweet Bonanza', {}, LAZY);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Game will be reloaded. Please wait...')).toBeInTheDocument();
    await waitFor(() => expect(watch.to('/casino/hub88launchurl')).toHaveLength(2));
    expect(await screen.findByTitle('Sweet Bonanza')).toBeInTheDocument();
    watch.stop();
  });

  it('Deposit opens the deposit dialog titled Deposit Money', async () => {
    await logInAs();
    await renderApp(playRoute(game()));
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }, LAZY));
    expect(
      await screen.findByRole('dialog', { name: 'Deposit Money', busy: false }, LAZY),
    ).toBeVisible();
  });

  it('a visitor gets the login dialog and no launch call', async () => {
    const watch = watchRequests();
    await renderApp(playRoute(game()));
    expect(await screen.findByRole('dialog', { name: 'Login', busy: false }, LAZY)).toBeVisible();
    expect(watch.paths().some((path) => path.endsWith('launchurl'))).toBe(false);
    watch.stop();
  });

  it.each([['not-base64'], [btoa('{"gameCode":1}')], ['%E0%A4%A']])(
    '/casino/play/%s shows a translated error page with a way home',
    async (segment) => {
      await logInAs();
      await renderApp(`/casino/play/${segment}`);
      expect(await findPageTitle('Game not found')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );

  it('the error page speaks Turkish too', async () => {
    await renderApp('/casino/play/not-base64', { language: 'tr' });
    expect(await findPageTitle('Oyun bulunamadı')).toBeVisible();
  });
});

/** A play address as anyone can write it: base64 of whatever JSON its author chose. */
const craftedRoute = (value: object) =>
  paths.casinoPlay(
    encodeURIComponent(
      btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))),
    ),
  );

function listedGame(category: number, index: number): Game {
  const found = gameAt(category, index);
  if (!found) throw new Error(`the mock casino has no game ${index} in category ${category}`);
  return found;
}

const LIE = '\u202EYour account is locked - call +90 555 000 00 00';
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

describe('play addresses cannot lie', () => {
  afterEach(() => localStorage.clear());

  it('a crafted link shows and launches the game as the server has it', async () => {
    await logInAs();
    // An em game: its launch call sends the productId, which the link also tries to change.
    const listed = listedGame(3, 4);
    expect(listed.launchProvider).toBe('em');
    const watch = watchRequests();
    await renderApp(craftedRoute({ ...listed, name: 'Fake Jackpot Winner', productId: 1 }));
    expect(await findPageTitle(listed.name)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Play ${listed.name} | Royal Bet`), LAZY);
    expect(screen.queryByText(/Fake Jackpot Winner/)).not.toBeInTheDocument();
    expect(await screen.findByTitle(listed.name, {}, LAZY)).toBeInTheDocument();
    expect(await watch.bodiesTo('/casino/game')).toEqual([
      { gameCode: listed.gameCode, launchProvider: 'em' },
    ]);
    expect(await watch.bodiesTo('/casino/emlaunchurl')).toEqual([
      { code: listed.gameCode, productId: listed.productId },
    ]);
    watch.stop();
  });

  it('a right-to-left override never reaches the heading, the frame or the title', async () => {
    await logInAs();
    // In the link's name (never shown) and in the server's own name (shown without it).
    await renderApp(playRoute(game({ name: `Sweet \u202EBonanza\u2066` })));
    const heading = await findPageTitle('Sweet Bonanza');
    expect(heading.textContent).toBe('Sweet Bonanza');
    expect(await screen.findByTitle('Sweet Bonanza', {}, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Play Sweet Bonanza | Royal Bet'), LAZY);
    expect(document.body.textContent).not.toMatch(DIRECTION_CONTROLS);
  });

  it('an override in a crafted link’s name is not shown at all', async () => {
    await logInAs();
    const listed = listedGame(3, 0);
    await renderApp(craftedRoute({ ...listed, name: LIE }));
    expect(await findPageTitle(listed.name)).toBeVisible();
    expect(screen.queryByText(/account is locked/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(DIRECTION_CONTROLS);
    expect(document.title).not.toMatch(/account is locked|[\u202A-\u202E\u2066-\u2069]/);
  });

  it('a code the server does not know shows "game not found" with its ways back', async () => {
    await logInAs();
    const watch = watchRequests();
    await renderApp(craftedRoute({ gameCode: 'no-such-game', launchProvider: 'dt', name: LIE }));
    expect(await findPageTitle('Game not found')).toBeVisible();
    expect(
      screen.getByText('We could not find this game. It may have been removed.', { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to casino' })).toHaveAttribute(
      'href',
      '/casino/slot',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/account is locked/)).not.toBeInTheDocument();
    expect(watch.paths().some((path) => path.endsWith('launchurl'))).toBe(false);
    watch.stop();
    await userEvent.click(screen.getByRole('link', { name: 'Back to casino' }));
    expect(await findPageTitle('Slot Casino')).toBeVisible();
  });

  it('"game not found" speaks Turkish too', async () => {
    await logInAs();
    await renderApp(craftedRoute({ gameCode: 'no-such-game', launchProvider: 'dt' }), {
      language: 'tr',
    });
    expect(await findPageTitle('Oyun bulunamadı')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Casinoya dön' })).toBeVisible();
  });

  it('a visitor is asked to log in to the game the server names', async () => {
    const listed = listedGame(3, 0);
    await renderApp(craftedRoute({ ...listed, name: LIE }));
    expect(await screen.findByRole('dialog', { name: 'Login', busy: false }, LAZY)).toBeVisible();
    expect(
      screen.getByText(`Games are open to members. Log in to start ${listed.name}.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/account is locked/)).not.toBeInTheDocument();
  });

  it('a failed lookup shows a translated error with Try again, then the game', async () => {
    await logInAs();
    let failures = 0;
    let failing = true;
    mockServer.use(
      http.post('*/casino/game', () => {
        if (!failing) return undefined;
        failures += 1;
        return HttpResponse.json({ success: false, message: null, data: null }, { status: 503 });
      }),
    );
    const listed = listedGame(3, 0);
    const watch = watchRequests();
    await renderApp(craftedRoute(listed));
    expect(await findPageTitle('The game could not be loaded')).toBeVisible();
    expect(
      screen.getByText('The server could not complete the request. Please try again.'),
    ).toBeVisible();
    expect(failures).toBeGreaterThan(0);
    expect(watch.paths().some((path) => path.endsWith('launchurl'))).toBe(false);
    watch.stop();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findPageTitle(listed.name)).toBeVisible();
    expect(await screen.findByTitle(listed.name, {}, LAZY)).toBeInTheDocument();
  });
});
