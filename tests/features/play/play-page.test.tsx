import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getLaunchHub88MockHandler } from '@generated/api/casino/casino.msw';
import { mockServer } from '@mocks/node';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';
import { servedPlayRoute as playRoute } from '../../support/served-game';
import { expectTooltip } from '../../support/tooltips';
import { sweetBonanza as game } from './play-fixtures';

describe('play page', () => {
  afterEach(() => localStorage.clear());

  it('launches the game with its provider call and loads the answer in a frame', async () => {
    await logInAs();
    const watch = watchRequests();
    await renderApp(playRoute(game()));
    expect(await findPageTitle('Sweet Bonanza')).toBeVisible();
    const frame = await screen.findByTitle('Sweet Bonanza', {}, LAZY);
    expect(frame).toHaveAttribute(
      'src',
      expect.stringMatching(/\/mock-game\.html\?provider=hub88&game=vs20fruitsw/),
    );
    // The mock game page is on the site's own origin: sandboxed without the site's origin.
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
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading');
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
