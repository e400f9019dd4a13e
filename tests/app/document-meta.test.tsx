import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gameAt } from '@mocks/data/games-data';
import { DocumentMeta } from '@/app/app-routes';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { metaPageOf, type MetaPage, type RouteMeta } from '@/app/shell/document-meta';
import { encodeGame } from '@/shared/casino/game-codec';
import { paths } from '@/shared/config/paths';
import { initI18n, startupNamespaces } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';
import { renderApp } from '../render-app';
import { logInAs } from '../session-helpers';
import { LAZY } from '../support/lazy';

// Every route's document has a translated title and description from the route data, `lang` on
// <html>, a canonical link on the pages search engines may index and `noindex` on the private and
// missing ones. React renders them into the head: each is there once, and follows the route.

type MetaTexts = {
  pages: Record<MetaPage, { title: string; description: string }>;
  named: { game: string; gameDescription: string; page: string };
};
const localeFile = (language: Language) =>
  join(import.meta.dirname, '../../src/shared/i18n/locales', language, 'meta.json');
const texts: Record<Language, MetaTexts> = {
  en: JSON.parse(readFileSync(localeFile('en'), 'utf8')) as MetaTexts,
  tr: JSON.parse(readFileSync(localeFile('tr'), 'utf8')) as MetaTexts,
};

// Every route of the table with an address it answers and the texts it names.
interface Row {
  address: string;
  meta: MetaPage;
  noindex: boolean;
  canonical?: string;
}
const game = gameAt(7, 0);
if (!game) throw new Error('the mock data has no game in category 7');
const sampleGame = encodeGame(game);
function rowsOf(list: RouteObject[], parent = '', parentNoindex = false): Row[] {
  return list.flatMap((route) => {
    const own = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const address = (route.index ? parent : own)
      .replace(':game', sampleGame)
      .replace(':id', '1')
      .replace('*', 'no/such/page')
      .replace(/\/+/g, '/');
    const handle = (route.handle ?? {}) as RouteMeta & { guarded?: boolean };
    const noindex = parentNoindex || handle.noindex === true;
    const meta = metaPageOf(route) as MetaPage;
    const rows: Row[] = meta ? [{ address, meta, noindex, canonical: handle.canonical }] : [];
    return [...rows, ...rowsOf(route.children ?? [], address, noindex)];
  });
}
const rows = rowsOf(routes);

// What the head holds: every element found, so a tag left twice fails as surely as a wrong one.
function head() {
  const all = <T extends Element>(selector: string): T[] =>
    // The head's tags have no roles to find them by: they are read as they are.
    // eslint-disable-next-line testing-library/no-node-access
    Array.from(document.head.querySelectorAll<T>(selector));
  return {
    title: all('title').map((title) => title.textContent),
    description: all<HTMLMetaElement>('meta[name="description"]').map((meta) => meta.content),
    canonical: all<HTMLLinkElement>('link[rel="canonical"]').map((link) => link.href),
    robots: all<HTMLMetaElement>('meta[name="robots"]').map((meta) => meta.content),
    lang: document.documentElement.lang,
  };
}

describe('the route data', () => {
  it('names every address of the site and the not-found page', () => {
    const addresses = rows.map((row) => row.address);
    const named = Object.values(paths).filter((path) => typeof path === 'string');
    expect(addresses).toEqual(expect.arrayContaining(named));
    expect(rows.find((row) => row.address === '/no/such/page')?.meta).toBe('notFound');
  });

  it.each(['en', 'tr'] as const)('gives every route a %s title and description', (language) => {
    for (const { meta } of rows) {
      const page = texts[language].pages[meta];
      expect(page.title, meta).toMatch(/\S.*\| Royal Bet$|^Royal Bet \| \S/);
      expect(page.description.length, meta).toBeGreaterThanOrEqual(50);
      expect(page.description.length, meta).toBeLessThanOrEqual(160);
    }
  });

  it('keeps the play page out of search engines (the member area shows visitors the login form)', () => {
    for (const row of rows) {
      const isPrivate = row.address.startsWith('/casino/play/');
      expect(row.noindex, row.address).toBe(isPrivate);
    }
  });
});

describe('the document head of each route', () => {
  it.each(
    (['en', 'tr'] as const).flatMap((language) => rows.map((row) => [language, row] as const)),
  )('%s: %o', async (language, { address, meta, noindex, canonical }) => {
    if (address.startsWith(paths.dashboard)) await logInAs();
    await renderApp(address, { language });
    const page = texts[language].pages[meta];
    let title = page.title;
    let description = page.description;
    if (meta === 'play') {
      title = texts[language].named.game.replace('{{name}}', game.name);
      description = texts[language].named.gameDescription.replace('{{name}}', game.name);
    }
    if (meta === 'page') {
      const name = language === 'en' ? 'General Terms and Conditions' : 'Genel Şartlar ve Koşullar';
      title = texts[language].named.page.replace('{{title}}', name);
    }
    await waitFor(() => expect(document.title).toBe(title), LAZY);
    const expectedCanonical =
      noindex || meta === 'notFound' ? null : `${location.origin}${canonical ?? address}`;
    expect(head()).toEqual({
      title: [title],
      description: [description],
      canonical: expectedCanonical === null ? [] : [expectedCanonical],
      robots: noindex || meta === 'notFound' ? ['noindex'] : [],
      lang: language,
    });
  });
});

describe('document metadata on the move', () => {
  it('follows navigation and a change of language', async () => {
    const { i18n } = await renderApp('/', { language: 'en' });
    await waitFor(() => expect(document.title).toBe(texts.en.pages.home.title), LAZY);
    expect(head().canonical).toEqual([`${location.origin}/`]);

    const [promotions] = screen.getAllByRole('link', { name: 'Promotions' });
    if (!promotions) throw new Error('the header has no Promotions link');
    fireEvent.click(promotions);
    await waitFor(() => expect(document.title).toBe(texts.en.pages.promotions.title));
    expect(head().canonical).toEqual([`${location.origin}/promotions`]);
    expect(head().description).toEqual([texts.en.pages.promotions.description]);

    await act(() => i18n.changeLanguage('tr'));
    await waitFor(() => expect(document.title).toBe(texts.tr.pages.promotions.title));
    expect(head().description).toEqual([texts.tr.pages.promotions.description]);
    expect(head().lang).toBe('tr');
  });

  it('drops the query string from the canonical link', async () => {
    await renderApp('/casino/slot?provider=7#top', { language: 'en' });
    await waitFor(() => expect(document.title).toBe(texts.en.pages.casinoSlot.title), LAZY);
    expect(head().canonical).toEqual([`${location.origin}/casino/slot`]);
  });

  it("takes over index.html's title and description", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="description" content="The site\'s description" /><title>Royal Bet</title>',
    );
    await renderApp('/promotions', { language: 'en' });
    await waitFor(() => expect(document.title).toBe(texts.en.pages.promotions.title), LAZY);
    expect(head()).toMatchObject({
      title: [texts.en.pages.promotions.title],
      description: [texts.en.pages.promotions.description],
    });
  });

  it.each([
    ['/pages/abc', 'an id that is no number'],
    ['/pages/999', 'a page the server does not have'],
  ])('treats %s (%s) as not found', async (address) => {
    await renderApp(address, { language: 'en' });
    await waitFor(() => expect(document.title).toBe(texts.en.pages.notFound.title), LAZY);
    expect(head()).toMatchObject({ canonical: [], robots: ['noindex'] });
  });

  it('gives a play address that holds no game the generic play title', async () => {
    await renderApp(paths.casinoPlay('not-a-game'), { language: 'tr' });
    await waitFor(() => expect(document.title).toBe(texts.tr.pages.play.title), LAZY);
    expect(head()).toMatchObject({ canonical: [], robots: ['noindex'] });
  });
});

describe('the document-meta part', () => {
  it('needs only the texts it declares', async () => {
    const i18n = await initI18n('en');
    await i18n.loadNamespaces([...DocumentMeta.namespaces]);
    const missing: string[] = [];
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (_languages, namespace, key) => {
      missing.push(`${namespace}:${key}`);
    };
    render(
      <AppProviders queryClient={createQueryClient()} i18n={i18n}>
        <MemoryRouter initialEntries={[paths.casinoBingo]}>
          <Suspense fallback={null}>
            <DocumentMeta routes={routes} />
          </Suspense>
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(document.title).toBe(texts.en.pages.casinoBingo.title), LAZY);
    const { reportNamespaces } = i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } };
    const declared = new Set<string>([...startupNamespaces, ...DocumentMeta.namespaces]);
    const used = reportNamespaces?.getUsedNamespaces() ?? [];
    expect(used.filter((namespace) => !declared.has(namespace))).toEqual([]);
    expect(missing).toEqual([]);
  });
});
