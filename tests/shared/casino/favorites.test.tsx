import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getGetFavoritesMockHandler,
  getToggleFavoriteMockHandler,
} from '@generated/api/casino/casino.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { gamesOfCategories } from '@mocks/data/games-data';
import { refused } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { showToast } from '@/shared/toast/toast';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { expectTooltip } from '../../support/tooltips';

// Favourites on the game tiles: the star toggles through casino/togglefavorite, a visitor gets
// the login dialog, a refusal shows the server's message as an error.
const GAME = 'Golden Fortune';

/** The seeded slot game the tests use, as the casino/slot page lists it. */
function seededGame() {
  const slotIds = mockBootstrap('localhost')
    .casinoCategoryList.filter((category) => category.slugList.includes('slot'))
    .map((category) => category.id);
  const game = gamesOfCategories(slotIds).find((item) => item.name === GAME);
  if (!game) throw new Error(`the mock casino has no ${GAME}`);
  return game;
}

// The toggle's code loads with the first click; loaded once here so no test waits for the
// module's first transform.
beforeAll(async () => {
  await import('@/shared/casino/favorites/toggle-favorite');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(async () => {
    await showToast.dismiss();
  });
});

async function tileOf(name: string) {
  const grid = await screen.findByRole('region', { name: 'Games' }, LAZY);
  return within(grid).findByRole('article', { name }, LAZY);
}

const favoriteButton = (tile: HTMLElement) =>
  within(tile).getByRole('button', { name: 'Favorite' });

describe('the game tile: accessible names', () => {
  it('is a button named by the game, with an unpressed Favorite toggle', async () => {
    await renderApp('/casino/slot');
    const tile = await tileOf(GAME);
    expect(within(tile).getByRole('button', { name: GAME })).toBeInTheDocument();
    expect(favoriteButton(tile)).toHaveAttribute('aria-pressed', 'false');
    expectTooltip(favoriteButton(tile), 'Favorite');
  });

  it('names the toggle Favori in Turkish', async () => {
    await renderApp('/casino/slot', { language: 'tr' });
    const grid = await screen.findByRole('region', { name: 'Oyunlar' }, LAZY);
    const tile = await within(grid).findByRole('article', { name: GAME });
    expect(within(tile).getByRole('button', { name: 'Favori' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('favourites', () => {
  it('a visitor gets the login dialog and no favourite call is made', async () => {
    const requests = watchRequests();
    await renderApp('/casino/slot');
    fireEvent.click(favoriteButton(await tileOf(GAME)));
    expect(await screen.findByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    requests.stop();
    expect(requests.to('/casino/togglefavorite')).toHaveLength(0);
    expect(requests.to('/casino/favorites')).toHaveLength(0);
  });

  it('shows as active the games whose codes the server lists', async () => {
    await logInAs('demo');
    mockServer.use(
      getGetFavoritesMockHandler({ success: true, message: null, data: [seededGame().gameCode] }),
    );
    await renderApp('/casino/slot');
    const tile = await tileOf(GAME);
    await waitFor(() => expect(favoriteButton(tile)).toHaveAttribute('aria-pressed', 'true'));
  });

  it('toggles on with the info toast, off with the warning toast, sending code and providerId', async () => {
    const info = vi.spyOn(showToast, 'info');
    const warning = vi.spyOn(showToast, 'warning');
    await logInAs('demo');
    const requests = watchRequests();
    await renderApp('/casino/slot');
    const tile = await tileOf(GAME);

    fireEvent.click(favoriteButton(tile));
    expect(favoriteButton(tile)).toHaveAttribute('aria-pressed', 'true');
    // The toast showed (findByText fails the test if it never does).
    await screen.findByText('Added to favorites');
    expect(info).toHaveBeenCalledWith('Added to favorites');
    await waitFor(() => expect(favoriteButton(tile)).not.toHaveAttribute('aria-busy'));

    fireEvent.click(favoriteButton(tile));
    // The toast showed (findByText fails the test if it never does).
    await screen.findByText('Removed from favorites');
    expect(warning).toHaveBeenCalledWith('Removed from favorites');
    expect(favoriteButton(tile)).toHaveAttribute('aria-pressed', 'false');

    requests.stop();
    const bodies = await requests.bodiesTo('/casino/togglefavorite');
    expect(bodies).toHaveLength(2);
    const { gameCode, mainProviderId } = seededGame();
    expect(bodies).toEqual([
      { code: gameCode, providerId: mainProviderId },
      { code: gameCode, providerId: mainProviderId },
    ]);
  });

  it('keeps the state after a reload: it comes from the server', async () => {
    await logInAs('demo');
    const { unmount } = await renderApp('/casino/slot');
    fireEvent.click(favoriteButton(await tileOf(GAME)));
    // The toast showed (findByText fails the test if it never does).
    await screen.findByText('Added to favorites');
    unmount();

    await renderApp('/casino/slot');
    const tile = await tileOf(GAME);
    await waitFor(() => expect(favoriteButton(tile)).toHaveAttribute('aria-pressed', 'true'));
  });

  it('a double click toggles once', async () => {
    await logInAs('demo');
    const requests = watchRequests();
    await renderApp('/casino/slot');
    const button = favoriteButton(await tileOf(GAME));
    fireEvent.click(button);
    fireEvent.click(button);
    // The toast showed (findByText fails the test if it never does).
    await screen.findByText('Added to favorites');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    requests.stop();
    expect(requests.to('/casino/togglefavorite')).toHaveLength(1);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refusal shows the server message as an error and leaves the toggle as it was', async () => {
    const error = vi.spyOn(showToast, 'error');
    const info = vi.spyOn(showToast, 'info');
    await logInAs('demo');
    mockServer.use(getToggleFavoriteMockHandler(refused('Oyun bulunamadı.')));
    await renderApp('/casino/slot');
    const tile = await tileOf(GAME);
    fireEvent.click(favoriteButton(tile));
    // The toast showed (findByText fails the test if it never does).
    await screen.findByText('Oyun bulunamadı.');
    expect(error).toHaveBeenCalledWith('Oyun bulunamadı.');
    await waitFor(() => expect(favoriteButton(tile)).toHaveAttribute('aria-pressed', 'false'));
    expect(info).not.toHaveBeenCalled();
  });
});
