import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSearchGamesMockHandler } from '@generated/api/casino/casino.msw';
import type { Game, GameSearchRequest } from '@generated/api/model';
import { gameAt, searchGames } from '@mocks/data/games-data';
import { ok, refused } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { searchRouteOf, searchesLive } from '@/features/casino/search-route';
import { renderApp } from '../../render-app';
import { LAZY } from '../../support/lazy';

// The game search: POST casino/games with take 5, live games on /casino/live, slots elsewhere.
const played = vi.hoisted(() => [] as Game[]);
vi.mock('@/shared/casino/use-play-game', () => ({
  usePlayGame: () => (game: Game) => played.push(game),
}));

const bodies: GameSearchRequest[] = [];
const askedAt: number[] = [];
/** Answers like the mock backend, after `delayOf(search)` ms. */
function answerSearches(delayOf: (search: string) => number = () => 0) {
  mockServer.use(
    getSearchGamesMockHandler(async ({ request }) => {
      const body = (await request.json()) as GameSearchRequest;
      bodies.push(body);
      askedAt.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, delayOf(body.search)));
      return ok(searchGames(body));
    }),
  );
}

beforeEach(() => {
  bodies.length = 0;
  askedAt.length = 0;
  played.length = 0;
});

const box = () => screen.findByRole('combobox', { name: 'Search games' }, LAZY);
const results = () => screen.findByRole('listbox', { name: 'Search results' }, LAZY);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const options = () =>
  within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');
/** The listed games are these, in this order (each option is named by its game). */
const expectListed = (names: (string | RegExp | undefined)[]) => {
  expect(options()).toHaveLength(names.length);
  options().forEach((option, index) => expect(option).toHaveAccessibleName(names[index]));
};
/** What the mock backend finds for a slot search, flattened. */
const slotsFound = (search: string) =>
  searchGames({ live: false, search, skip: 0, take: 5 })
    .flat()
    .map((game) => game.name);
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('searchRouteOf', () => {
  it('is /casino/live on /casino/live, else /casino/slot', () => {
    expect(searchRouteOf('/casino/live')).toBe('/casino/live');
    expect(searchRouteOf('/casino/live/')).toBe('/casino/live');
    expect(searchRouteOf('/casino/slot')).toBe('/casino/slot');
    expect(searchRouteOf('/casino/tvbets')).toBe('/casino/slot');
    expect(searchesLive('/casino/live')).toBe(true);
    expect(searchesLive('/casino/games')).toBe(false);
  });
});

describe('the game search box', () => {
  it('asks once the typing pauses (~300 ms), with take 5, and lists at most 5 results', async () => {
    answerSearches();
    await renderApp('/casino/slot');
    const input = await box();
    const typedAt = Date.now();
    for (const text of ['g', 'go', 'gol', 'gold']) type(input, text);
    expect(await results()).toBeInTheDocument();
    expect(bodies).toEqual([{ live: false, search: 'gold', skip: 0, take: 5 }]);
    expect((askedAt[0] ?? 0) - typedAt).toBeGreaterThanOrEqual(300);
    // The slot casino has hundreds of "Golden" games: the five asked for are shown.
    expectListed(slotsFound('gold'));
    expect(options()[0]).toHaveAccessibleName('Golden Fortune');
    expect(screen.getByRole('option', { name: 'Golden Fortune' })).toHaveAccessibleDescription(
      'Pragmatic Play',
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('flattens the list of lists into one list of at most 5', async () => {
    const games = [1, 2, 3, 4].map((index) => gameAt(3, index)).filter((game) => game !== null);
    mockServer.use(getSearchGamesMockHandler(ok([games.slice(0, 2), [], games.slice(2), games])));
    await renderApp('/casino/slot');
    type(await box(), 'any');
    await results();
    expectListed([...games, games[0]].map((game) => game?.name));
  });

  it('searches live games on /casino/live', async () => {
    answerSearches();
    await renderApp('/casino/live');
    type(await box(), 'roulette');
    await results();
    expect(bodies).toEqual([{ live: true, search: 'roulette', skip: 0, take: 5 }]);
    expectListed(Array.from({ length: 5 }, () => /Roulette/));
  });

  it('never lets a late answer for older text replace the answer for the current one', async () => {
    // "golden" is answered after "wild", which was typed later.
    answerSearches((search) => (search === 'golden' ? 900 : 0));
    await renderApp('/casino/slot');
    const input = await box();
    type(input, 'golden');
    await wait(400);
    expect(bodies.map((body) => body.search)).toEqual(['golden']);
    type(input, 'wild');
    expect(await screen.findByRole('option', { name: slotsFound('wild')[0] })).toBeInTheDocument();
    await wait(900);
    expect(bodies.map((body) => body.search)).toEqual(['golden', 'wild']);
    expectListed(slotsFound('wild'));
  });

  it('opens the first result with Enter', async () => {
    answerSearches();
    await renderApp('/casino/slot');
    const input = await box();
    type(input, 'dragon');
    await results();
    const [first] = slotsFound('dragon');
    expect(options()[0]).toHaveAccessibleName(first);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(played.map((game) => game.name)).toEqual([first]));
    expect(first).toMatch(/^Dragon /);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the first result of the typed text when Enter comes before the answer', async () => {
    answerSearches(() => 200);
    await renderApp('/casino/slot');
    const input = await box();
    type(input, 'viking');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(played).toHaveLength(1));
    expect(played[0]?.name).toMatch(/^Viking /);
    expect(bodies.map((body) => body.search)).toEqual(['viking']);
  });

  it('moves through the results with the arrow keys, and Enter opens the chosen one', async () => {
    answerSearches();
    await renderApp('/casino/slot');
    const input = await box();
    type(input, 'lucky');
    await results();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAccessibleName(slotsFound('lucky')[1]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(played.map((game) => game.name)).toEqual([slotsFound('lucky')[1]]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a result when it is clicked', async () => {
    answerSearches();
    await renderApp('/casino/slot');
    type(await box(), 'jet');
    await results();
    fireEvent.click(screen.getAllByRole('option')[0] as HTMLElement);
    expect(played.map((game) => game.name)).toEqual(['Jet Rush']);
  });

  it('says when nothing is found, and shows the server message on failure', async () => {
    answerSearches();
    await renderApp('/casino/slot');
    const input = await box();
    type(input, 'zzzz');
    expect(await screen.findByText('No games found for “zzzz”.')).toBeInTheDocument();

    mockServer.use(getSearchGamesMockHandler(refused('Arama şu an yapılamıyor.')));
    type(input, 'qqqq');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search failed: Arama şu an yapılamıyor.',
    );
  });

  it('shows that it is searching while the answer is on its way', async () => {
    answerSearches(() => 600);
    await renderApp('/casino/slot');
    type(await box(), 'fruit');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await results();
  });

  it('does not search one letter, and speaks Turkish', async () => {
    answerSearches();
    await renderApp('/casino/slot', { language: 'tr' });
    const input = await screen.findByRole('combobox', { name: 'Oyun ara' }, LAZY);
    type(input, 'g');
    await wait(500);
    expect(bodies).toEqual([]);
    type(input, 'xyzq');
    expect(await screen.findByText('“xyzq” için oyun bulunamadı.')).toBeInTheDocument();
  });
});
