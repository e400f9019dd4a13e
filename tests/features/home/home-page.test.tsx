import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetCategoryGamesMockHandler } from '@generated/api/casino/casino.msw';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { getGetTopWinnersMockHandler } from '@generated/api/transaction/transaction.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { casinoHandlers } from '@mocks/handlers/casino-handlers';
import { ok, refused } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { DEFAULT_GAME_IMAGE } from '@/shared/casino/default-game-image';
import { TOP_WINNERS_COUNT } from '@/shared/config/constants';
import { renderApp } from '../../render-app';
import { findPageTitle, LAZY } from '../../support/lazy';

// The home page (/): its page elements, with transaction/topwinners and casino/categorygames.
beforeEach(() => mockServer.use(...casinoHandlers));

const region = (name: string) => screen.findByRole('region', { name }, LAZY);

/* eslint-disable testing-library/no-node-access -- a game row's picture and the casino video have no role of their own. */
describe('the home page', () => {
  it('has one h1 and h2 section headings', async () => {
    await renderApp('/');
    expect(await findPageTitle('Home')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Categories', 'Popular Games', 'Top Winners']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('links the category tiles to their sections', async () => {
    await renderApp('/');
    const tiles = await region('Categories');
    const links = within(tiles).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sports', '/spor'],
      ['Live Sports', '/livespor'],
      ['Slot Casino', '/casino/slot'],
      ['Live Casino', '/casino/live'],
      ['Games', '/casino/games'],
      ['Bingo', '/casino/bingo'],
      ['TV Games', '/casino/tvbets'],
    ]);
  });

  it('shows a few slot games, asked for by the slot category', async () => {
    let body: unknown;
    mockServer.use(
      getGetCategoryGamesMockHandler(async ({ request }) => {
        body = await request.json();
        const { gamesOfCategories } = await import('@mocks/data/games-data');
        return ok(gamesOfCategories([3]));
      }),
    );
    await renderApp('/');
    const popular = await region('Popular Games');
    const games = await within(popular).findAllByRole('article');
    expect(games).toHaveLength(8);
    expect(body).toEqual({ systemCategory: [3] });
    const first = within(popular).getByRole('article', { name: 'Golden Fortune' });
    expect(within(first).getByText('Pragmatic Play')).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/casino/slot',
    );
  });

  it('lets a visitor who presses Play log in first', async () => {
    await renderApp('/');
    const popular = await region('Popular Games');
    const game = await within(popular).findByRole('article', { name: 'Golden Fortune' });
    fireEvent.click(within(game).getByRole('button', { name: 'Golden Fortune' }));
    expect(await screen.findByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('lists the 40 top winners with game, name, amount and an image', async () => {
    let body: unknown;
    mockServer.use(
      getGetTopWinnersMockHandler(async ({ request }) => {
        body = await request.json();
        const { topWinners } = await import('@mocks/data/games-data');
        return ok(topWinners(TOP_WINNERS_COUNT));
      }),
    );
    await renderApp('/');
    const card = await region('Top Winners');
    const rows = await within(card).findAllByRole('listitem');
    expect(body).toEqual({ isLive: false, count: 40 });
    expect(rows).toHaveLength(40);
    const [first] = rows;
    expect(first).toHaveTextContent('Golden Fortune');
    expect(first).toHaveTextContent('Ah***t Y.');
    expect(first).toHaveTextContent('₺250,000.00');
    // The sixth row has no image: the default one shows.
    expect(rows[5]?.querySelector('img')).toHaveAttribute('src', DEFAULT_GAME_IMAGE);
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toMatch(/^\/mock-art\/tile\?/);
  });

  it('lets the keyboard reach the winners list, which scrolls inside its card', async () => {
    await renderApp('/');
    const card = await region('Top Winners');
    const list = await within(card).findByRole('region', { name: 'Top winners, scrolls' }, LAZY);
    expect(within(list).getAllByRole('listitem')).toHaveLength(TOP_WINNERS_COUNT);
    expect(list).toHaveAttribute('tabindex', '0');
    list.focus();
    expect(list).toHaveFocus();
  });

  it('writes the amounts the Turkish way in Turkish', async () => {
    await renderApp('/', { language: 'tr' });
    const card = await region('En Çok Kazananlar');
    const rows = await within(card).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('₺250.000,00');
  });

  it('shows a quiet error with a retry when the winners cannot be loaded', async () => {
    mockServer.use(
      getGetTopWinnersMockHandler(refused('Servis geçici olarak kullanılamıyor.'), { once: true }),
    );
    await renderApp('/');
    const card = await region('Top Winners');
    expect(await within(card).findByText('Top winners could not be loaded.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findAllByRole('listitem')).toHaveLength(40);
  });

  it('says so when there are no winners or no games', async () => {
    mockServer.use(getGetTopWinnersMockHandler(ok([])), getGetCategoryGamesMockHandler(ok([])));
    await renderApp('/');
    expect(await screen.findByText('No winners to show yet.')).toBeInTheDocument();
    expect(await screen.findByText('No games to show yet.')).toBeInTheDocument();
  });

  it('retries the popular games after a failure', async () => {
    mockServer.use(getGetCategoryGamesMockHandler(refused('Hata'), { once: true }));
    await renderApp('/');
    const popular = await region('Popular Games');
    expect(
      await within(popular).findByText('Popular games could not be loaded.'),
    ).toBeInTheDocument();
    fireEvent.click(within(popular).getByRole('button', { name: 'Try again' }));
    expect(await within(popular).findAllByRole('article')).toHaveLength(8);
  });

  it('shows the casino video banner only when the bootstrap has a video url', async () => {
    mockServer.use(
      getGetBootstrapMockHandler(() =>
        ok({
          ...mockBootstrap('localhost'),
          video: { url: '/media/casino.mp4', title1: 'Live tables all night' },
        }),
      ),
    );
    await renderApp('/');
    const banner = await region('Live tables all night');
    const video = banner.querySelector('video');
    expect(video).not.toBeNull();
    // The video itself starts once the page has settled, not before the first banner.
    await waitFor(() => expect(video).toHaveAttribute('src', '/media/casino.mp4'), LAZY);
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
  });

  it('has no video banner without a video url', async () => {
    await renderApp('/');
    await region('Top Winners');
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows no games when the startup bundle failed, instead of loading for ever', async () => {
    mockServer.use(getGetBootstrapMockHandler(refused('Bakım çalışması')));
    await renderApp('/');
    const popular = await region('Popular Games');
    expect(await within(popular).findByText('No games to show yet.')).toBeInTheDocument();
  });
});
