// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { art } from '../../mocks/data/art.ts';
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

// Content pages, promotions and the art routes from the database: the mock's, in the request
// language, unpublished and inactive ones left out.

let server: TestServer;
// Opening the embedded database takes seconds, more on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const LOCALES = ['tr', 'en'] as const;

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
