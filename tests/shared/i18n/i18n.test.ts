// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initI18n, type Translate } from '@/shared/i18n/i18n';

describe('i18next namespaces (locales/<language>/<namespace>.json)', () => {
  it('start with the first view and the footer only and load a namespace when asked', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('shell.header.login')).toBe('Login');
    expect(i18n.t('footer.sections.betting')).toBe('Betting');
    expect(i18n.exists('casino.search.label')).toBe(false);
    await i18n.loadNamespaces('casino');
    expect(i18n.t('casino.search.label')).toBe('Search games');
  });

  it('load in the active language', async () => {
    const i18n = await initI18n('tr');
    await i18n.loadNamespaces(['casino', 'footer']);
    expect(i18n.t('footer.sections.betting')).toBe('Bahis');
  });

  it("put the server's texts over the bundled ones, in namespaces loaded later too", async () => {
    const i18n = await initI18n('en', [
      { key: 'casino.search.label', value: 'Find a game' },
      { key: 'routes.promotions', value: 'Offers' },
      // A whole group of texts is never replaced by one text.
      { key: 'casino.search', value: 'Broken' },
    ]);
    expect(i18n.t('routes.promotions')).toBe('Offers');
    await i18n.loadNamespaces('casino');
    expect(i18n.t('casino.search.label')).toBe('Find a game');
    expect(i18n.t('casino.all')).toBe('All');
  });

  it("answer the shared texts from any part's t", async () => {
    const i18n = await initI18n('en');
    await i18n.loadNamespaces('auth');
    // What error helpers receive: the t of a part that declared only its own namespace.
    const t: Translate = i18n.getFixedT('en', ['auth']);
    expect(t('errors.network')).toBe(i18n.t('errors.network'));
    expect(t('errors.network')).not.toBe('errors.network');
  });
});
