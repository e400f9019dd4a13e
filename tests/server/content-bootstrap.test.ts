// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockBootstrap } from '../../mocks/data/bootstrap-data.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The startup bundle from the database: the mock's, in the request language, naming the site's
// own domain, and what the content tables hold now.

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
