// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { art } from '../../mocks/data/art.ts';
import { mockBootstrap } from '../../mocks/data/bootstrap-data.ts';
import {
  categoryPages,
  contentCategories,
  contentPage,
  pageNotFoundMessage,
  promotionList,
} from '../../mocks/data/content-data.ts';
import { tileArt } from '../../mocks/data/tile-art.ts';
import { artRoutes } from '../../server/content/art-routes.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
// Opening the embedded database takes seconds, more on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const LOCALES = ['tr', 'en'] as const;

async function bootstrapWith(headers: Record<string, string>) {
  const response = await server.app.request('/api/cms/grouped', { headers });
  const envelope = (await response.json()) as {
    success: boolean;
    data: ReturnType<typeof mockBootstrap>;
  };
  return { status: response.status, ...envelope };
}

describe('getBootstrap', () => {
  it.each(LOCALES)('answers the mock startup bundle from the database (%s)', async (locale) => {
    const answer = await server.call('/cms/grouped', undefined, { method: 'GET', locale });
    expect(answer).toMatchObject({ status: 200, success: true, message: null });
    // The test requests are made to http://localhost: the mock names the page's host as current.
    expect(answer.data).toEqual(mockBootstrap('localhost'));
  });

  it("names the site's own domain, and lists its own https origin for the checkout", async () => {
    const answer = await bootstrapWith({
      host: 'royalbet.example',
      'x-forwarded-proto': 'https',
      'x-locale': 'tr',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.domainStatus).toEqual({
      current: 'royalbet.example',
      next: 'royalbet501.com',
    });
    expect(answer.data.paymentOrigins).toEqual([
      'https://odeme.royalpay.example',
      'https://royalbet.example',
    ]);
  });

  it('keeps a port, and lists no plain-http origin (the site accepts its own anyway)', async () => {
    const answer = await bootstrapWith({ host: '127.0.0.1:4173' });
    expect(answer.data.domainStatus.current).toBe('127.0.0.1');
    expect(answer.data.paymentOrigins).toEqual(['https://odeme.royalpay.example']);
    const secure = await bootstrapWith({ host: 'site.example:8443', 'x-forwarded-proto': 'https' });
    expect(secure.data.paymentOrigins).toContain('https://site.example:8443');
  });

  it('ignores a Host header that is not a host', async () => {
    const answer = await bootstrapWith({
      host: 'evil.example/x@y',
      'x-forwarded-proto': 'https',
    });
    expect(answer.data.domainStatus.current).toBe('localhost');
    expect(answer.data.paymentOrigins).toEqual([
      'https://odeme.royalpay.example',
      'https://localhost',
    ]);
  });

  it('holds every part in the content tables', async () => {
    const { db } = server.services;
    const settings = await db.selectFrom('site_settings').selectAll().orderBy('key').execute();
    expect(Object.fromEntries(settings.map(({ key, value }) => [key, value]))).toEqual({
      nextDomain: 'royalbet501.com',
      paymentOrigins: ['https://odeme.royalpay.example'],
      popup: mockBootstrap('').popup,
      trialBonusAmount: 100,
      video: null,
    });
    const counts = await Promise.all(
      (
        [
          'site_options',
          'site_languages',
          'site_casino_categories',
          'site_menu_items',
          'site_sliders',
          'site_slides',
        ] as const
      ).map(async (table) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    const mock = mockBootstrap('');
    expect(counts).toEqual([
      mock.siteOption.length,
      mock.language.length,
      mock.casinoCategoryList.length,
      mock.menuList?.length,
      mock.sliderList.length,
      mock.sliderList.flatMap(({ items }) => items).length,
    ]);
  });

  it('answers what the tables hold now: a changed setting, a hidden menu entry', async () => {
    const { db } = server.services;
    await db
      .updateTable('site_settings')
      .set({ value: JSON.stringify(0) })
      .where('key', '=', 'trialBonusAmount')
      .execute();
    await db
      .updateTable('site_menu_items')
      .set({ active: false })
      .where('route', '=', '/esports')
      .execute();
    try {
      const answer = await server.call<ReturnType<typeof mockBootstrap>>(
        '/cms/grouped',
        undefined,
        { method: 'GET' },
      );
      expect(answer.data.trialBonusAmount).toBe(0);
      expect(answer.data.menuList?.map(({ route }) => route)).not.toContain('/esports');
      expect(answer.data.menuList).toHaveLength((mockBootstrap('').menuList?.length ?? 0) - 1);
    } finally {
      await db
        .updateTable('site_settings')
        .set({ value: JSON.stringify(100) })
        .where('key', '=', 'trialBonusAmount')
        .execute();
      await db.updateTable('site_menu_items').set({ active: true }).execute();
    }
  });
});

describe('getCmsCategories', () => {
  it.each(LOCALES)('answers the categories with their pages (%s)', async (locale) => {
    const answer = await server.call('/cms/categorylist', undefined, { method: 'GET', locale });
    expect(answer).toMatchObject({ status: 200, success: true, message: null });
    expect(answer.data).toEqual(contentCategories(locale));
  });
});

describe('getContentList', () => {
  it.each(LOCALES)("answers a category's published pages (%s)", async (locale) => {
    for (const categoryId of [1, 2, 3, 4]) {
      const answer = await server.call(
        '/cms/contentlist',
        { status: true, categoryId },
        { locale },
      );
      expect(answer).toMatchObject({ status: 200, success: true, message: null });
      expect(answer.data).toEqual(categoryPages(categoryId, locale));
    }
  });

  it('finds nothing in an unknown category, nor unpublished pages', async () => {
    const unknown = await server.call('/cms/contentlist', { status: true, categoryId: 99 });
    const drafts = await server.call('/cms/contentlist', { status: false, categoryId: 1 });
    expect(unknown).toMatchObject({ status: 200, success: true, data: [] });
    expect(drafts).toMatchObject({ status: 200, success: true, data: [] });
  });

  it('answers a body that breaks the contract with 400', async () => {
    const answer = await server.call('/cms/contentlist', { status: true, categoryId: 'one' });
    expect(answer).toMatchObject({ status: 400, success: false, data: null });
    expect(answer.message).toMatch(/categoryId/);
  });
});

describe('getContent', () => {
  it.each(LOCALES)('answers a page in the request language (%s)', async (locale) => {
    for (const id of [1, 7, 15]) {
      const answer = await server.call(
        '/cms/content',
        { id: String(id) },
        { method: 'GET', locale },
      );
      expect(answer).toMatchObject({ status: 200, success: true, message: null });
      expect(answer.data).toEqual(contentPage(id, locale));
    }
  });

  it('refuses an unknown page with the mock message in both languages', async () => {
    for (const locale of LOCALES) {
      const answer = await server.call('/cms/content', { id: '999' }, { method: 'GET', locale });
      expect(answer).toMatchObject({ status: 200, success: false, data: null });
      expect(answer.message).toBe(pageNotFoundMessage[locale]);
    }
    expect(pageNotFoundMessage).toEqual({ tr: 'Sayfa bulunamadı.', en: 'Page not found.' });
  });

  it('hides an unpublished page everywhere', async () => {
    const { db } = server.services;
    await db.updateTable('cms_pages').set({ published: false }).where('id', '=', 1).execute();
    try {
      const page = await server.call('/cms/content', { id: '1' }, { method: 'GET', locale: 'tr' });
      expect(page).toMatchObject({ success: false, message: 'Sayfa bulunamadı.' });
      const list = await server.call<Array<{ id: number }>>('/cms/contentlist', {
        status: true,
        categoryId: 1,
      });
      expect(list.data.map(({ id }) => id)).toEqual([2, 3, 4, 5, 6]);
      const categories = await server.call<Array<{ content: Array<{ id: number }> }>>(
        '/cms/categorylist',
        undefined,
        { method: 'GET' },
      );
      expect(categories.data.flatMap(({ content }) => content.map(({ id }) => id))).not.toContain(
        1,
      );
    } finally {
      await db.updateTable('cms_pages').set({ published: true }).where('id', '=', 1).execute();
    }
  });

  it('keeps each language in its own row', async () => {
    const rows = await server.services.db
      .selectFrom('cms_page_texts')
      .select(['locale', 'title'])
      .where('page_id', '=', 1)
      .orderBy('locale')
      .execute();
    expect(rows).toEqual([
      { locale: 'en', title: contentPage(1, 'en')?.title },
      { locale: 'tr', title: contentPage(1, 'tr')?.title },
    ]);
  });
});

describe('getPromotions', () => {
  it.each(LOCALES)('answers the promotions in the request language (%s)', async (locale) => {
    const answer = await server.call('/cms/promotions', undefined, { method: 'GET', locale });
    expect(answer).toMatchObject({ status: 200, success: true, message: null });
    expect(answer.data).toEqual(promotionList(locale));
  });

  it('leaves out an inactive promotion', async () => {
    const { db } = server.services;
    await db.updateTable('promotions').set({ active: false }).where('id', '=', 106).execute();
    try {
      const answer = await server.call<Array<{ id: number }>>('/cms/promotions', undefined, {
        method: 'GET',
      });
      expect(answer.data.map(({ id }) => id)).toEqual([101, 102, 103, 104, 105, 107]);
    } finally {
      await db.updateTable('promotions').set({ active: true }).execute();
    }
  });
});

describe('art routes', () => {
  const app = new Hono<AppEnv>();
  beforeAll(() => artRoutes(app, server.services));

  it('serves a game tile as SVG at the address the mock data names, cached long', async () => {
    const response = await app.request(tileArt('Aviator', 350));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const expected = art({ width: 400, height: 300, title: 'Aviator', hue: 350, style: 'tile' });
    expect(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(await response.text())}`).toBe(
      expected,
    );
  });

  it('keeps sizes within bounds and escapes the title', async () => {
    const response = await app.request('/mock-art/tile?title=%3Cscript%3E&w=5000&h=1&hue=x');
    const svg = await response.text();
    expect(svg).toContain('width="800" height="16"');
    expect(svg).toContain('hsl(40 ');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
});
