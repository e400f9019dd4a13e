import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetCategoryGamesMockHandler } from '@generated/api/casino/casino.msw';
import type { CategoryGamesRequest } from '@generated/api/model';
import { gamesOfCategories } from '@mocks/data/games-data';
import { casinoHandlers } from '@mocks/handlers/casino-handlers';
import { ok, refused } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

// The casino pages /casino/*: the bootstrap's casinoCategoryList as chips (the live filters on
// /casino/live), the games of the chosen categories from POST casino/categorygames.
const requests: CategoryGamesRequest[] = [];

beforeEach(() => {
  requests.length = 0;
  // The first handler of a use() wins: this one records what the page asks for.
  mockServer.use(
    getGetCategoryGamesMockHandler(async ({ request }) => {
      const body = (await request.json()) as CategoryGamesRequest;
      requests.push(body);
      return ok(gamesOfCategories(body.systemCategory));
    }),
    ...casinoHandlers,
  );
});

const chips = async () => screen.findByRole('navigation', { name: 'Game categories' }, LAZY);
const games = () => screen.findByRole('region', { name: 'Games' }, LAZY);
const tileNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((tile) => within(tile).getByRole('heading').textContent);

describe('the slot casino page', () => {
  it('has the route title as h1, the casino banners, the slot chips and the games', async () => {
    await renderApp('/casino/slot');
    expect(await findPageTitle('Slot Casino')).toBeInTheDocument();
    const banners = await screen.findByRole('region', { name: 'Featured promotions' });
    expect(await within(banners).findByRole('link')).toHaveAttribute('href', '/casino/slot');

    const nav = await chips();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Slot Oyunları', 'Crash Oyunları', 'Tüm Slotlar']);
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');

    const grid = await games();
    await within(grid).findAllByRole('article');
    expect(requests.at(-1)).toEqual({ systemCategory: [3, 9, 15] });
    // 10,024 games (the slot category holds 10,000), of which only the first rows are drawn.
    expect(within(grid).getByText('10120 games in this list')).toBeInTheDocument();
    const drawn = within(grid).getAllByRole('article').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(100);
  });

  it('draws each game as a tile with a lazy, sized image, its name and studio', async () => {
    await renderApp('/casino/slot');
    const grid = await games();
    const tile = await within(grid).findByRole('article', { name: 'Golden Fortune' });
    expect(within(tile).getByText('Pragmatic Play')).toBeInTheDocument();
    // The picture is decorative (alt=""): the game's name is written beside it.
    const image = within(tile).getByRole('presentation');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    // Each game card is a button named by the game's name.
    expect(within(tile).getByRole('button', { name: 'Golden Fortune' })).toBeInTheDocument();
  });

  it('lists one category when its chip is chosen', async () => {
    await renderApp('/casino/slot');
    const nav = await chips();
    fireEvent.click(within(nav).getByRole('link', { name: 'Crash Oyunları' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Crash Oyunları' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    const grid = await games();
    await waitFor(() => expect(tileNames(grid)[0]).toBe('Jet Rush'));
    expect(requests.at(-1)).toEqual({ systemCategory: [9] });
    expect(within(grid).getByText('24 games in this list')).toBeInTheDocument();
    expect(within(grid).getAllByRole('article')).toHaveLength(24);
  });
});

describe('the live casino page', () => {
  it('turns ?filter=roulette into the roulette category', async () => {
    await renderApp('/casino/live?filter=roulette');
    const nav = await chips();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'All',
      'Canlı Rulet',
      'Canlı Blackjack',
      'Canlı Poker',
      'Canlı Baccarat',
      'Canlı Krupiye',
    ]);
    expect(within(nav).getByRole('link', { name: 'Canlı Rulet' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const grid = await games();
    await within(grid).findAllByRole('article');
    expect(requests.at(-1)).toEqual({ systemCategory: [7] });
    expect(tileNames(grid).every((name) => name?.includes('Roulette'))).toBe(true);
  });

  it('lists every live category for All and for an unknown filter', async () => {
    await renderApp('/casino/live?filter=nonsense');
    const nav = await chips();
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    await within(await games()).findAllByRole('article');
    expect(requests.at(-1)).toEqual({ systemCategory: [7, 8, 10, 11, 13] });
  });

  it("moves between filters with the chips, in the header's terms", async () => {
    await renderApp('/casino/live');
    const nav = await chips();
    const blackjack = within(nav).getByRole('link', { name: 'Canlı Blackjack' });
    expect(blackjack).toHaveAttribute('href', '/casino/live?filter=blackjack');
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/casino/live?filter=all',
    );
    fireEvent.click(blackjack);
    const grid = await games();
    await waitFor(() => expect(requests.at(-1)).toEqual({ systemCategory: [8] }));
    await waitFor(() =>
      expect(tileNames(grid).every((name) => name?.includes('Blackjack'))).toBe(true),
    );
  });

  it('speaks Turkish', async () => {
    await renderApp('/casino/live?filter=poker', { language: 'tr' });
    expect(await findPageTitle('Canlı Casino')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Oyun kategorileri' });
    expect(within(nav).getByRole('link', { name: 'Tümü' })).toBeInTheDocument();
    const grid = await screen.findByRole('region', { name: 'Oyunlar' });
    const tile = await within(grid).findByRole('article', { name: "Casino Hold'em" });
    expect(within(tile).getByRole('button', { name: "Casino Hold'em" })).toBeInTheDocument();
  });
});

describe('the other casino pages', () => {
  it.each([
    ['/casino/games', 'Games', [9]],
    ['/casino/bingo', 'Bingo', [12]],
    ['/casino/tvbets', 'TV Games', [14]],
  ])('%s lists its own categories', async (route, title, expected) => {
    await renderApp(route);
    expect(await findPageTitle(title)).toBeInTheDocument();
    await within(await games()).findAllByRole('article');
    expect(requests.at(-1)).toEqual({ systemCategory: expected });
  });
});

describe('game grid states', () => {
  it('says when a category has no games yet', async () => {
    mockServer.use(getGetCategoryGamesMockHandler(ok([])));
    await renderApp('/casino/bingo');
    const grid = await games();
    expect(await within(grid).findByText('No games in this category yet.')).toBeInTheDocument();
    expect(within(grid).queryByRole('article')).not.toBeInTheDocument();
  });

  it('says the games could not be loaded when the startup bundle failed, and retries it', async () => {
    mockServer.use(
      http.get('*/cms/grouped', () => HttpResponse.text('Internal Server Error', { status: 500 }), {
        once: true,
      }),
    );
    skipStartupPopup();
    await renderApp('/casino/slot');
    const grid = await games();
    expect(await within(grid).findByText('The games could not be loaded.')).toBeInTheDocument();
    // No frozen banner placeholders either: without the bundle there are no banners.
    expect(screen.queryByRole('region', { name: 'Featured promotions' })).not.toBeInTheDocument();
    fireEvent.click(within(grid).getByRole('button', { name: 'Try again' }));
    // The grid starts again with the categories of the bundle that has now arrived.
    await waitFor(async () =>
      expect(within(await games()).getAllByRole('article').length).toBeGreaterThan(0),
    );
  });

  it('shows an error with a retry that loads the games', async () => {
    mockServer.use(getGetCategoryGamesMockHandler(refused('Oyunlar alınamadı.'), { once: true }));
    await renderApp('/casino/tvbets');
    const grid = await games();
    expect(await within(grid).findByText('The games could not be loaded.')).toBeInTheDocument();
    fireEvent.click(within(grid).getByRole('button', { name: 'Try again' }));
    expect(await within(grid).findAllByRole('article')).toHaveLength(14);
  });

  it('shows skeleton tiles while the games load', async () => {
    mockServer.use(
      getGetCategoryGamesMockHandler(async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return ok(gamesOfCategories([14]));
      }),
    );
    await renderApp('/casino/tvbets');
    const grid = await games();
    expect(within(grid).getByText('Loading games')).toBeInTheDocument();
    expect(await within(grid).findAllByRole('article')).toHaveLength(14);
    expect(within(grid).queryByText('Loading games')).not.toBeInTheDocument();
  });
});

describe('Play: a visitor logs in first, a player opens the game', () => {
  it('opens the login dialog for a visitor', async () => {
    await renderApp('/casino/slot');
    const tile = await within(await games()).findByRole('article', { name: 'Golden Fortune' });
    fireEvent.click(within(tile).getByRole('button', { name: 'Golden Fortune' }));
    expect(
      await screen.findByRole('dialog', { name: 'Login', busy: false }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens no login dialog for a logged-in player', async () => {
    await logInAs();
    await renderApp('/casino/slot');
    const tile = await within(await games()).findByRole('article', { name: 'Golden Fortune' });
    fireEvent.click(within(tile).getByRole('button', { name: 'Golden Fortune' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Login', busy: false })).not.toBeInTheDocument();
  });
});
