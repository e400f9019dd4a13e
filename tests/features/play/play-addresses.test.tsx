import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '@generated/api/model';
import { gameAt } from '@mocks/data/games-data';
import { mockServer } from '@mocks/node';
import { paths } from '@/shared/config/paths';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';
import { servedPlayRoute as playRoute } from '../../support/served-game';
import { sweetBonanza as game } from './play-fixtures';

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
    expect(heading).toHaveTextContent(/^Sweet Bonanza$/);
    expect(await screen.findByTitle('Sweet Bonanza', {}, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Play Sweet Bonanza | Royal Bet'), LAZY);
    expect(document.body).not.toHaveTextContent(DIRECTION_CONTROLS);
  });

  it('an override in a crafted link’s name is not shown at all', async () => {
    await logInAs();
    const listed = listedGame(3, 0);
    await renderApp(craftedRoute({ ...listed, name: LIE }));
    expect(await findPageTitle(listed.name)).toBeVisible();
    expect(screen.queryByText(/account is locked/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(DIRECTION_CONTROLS);
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
