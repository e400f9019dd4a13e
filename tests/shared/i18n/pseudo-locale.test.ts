import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { pseudoText, pseudoTexts } from '@/shared/i18n/pseudo-locale';

describe('the pseudo locale', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('accents a text, makes it about 35 % longer and brackets it', () => {
    expect(pseudoText('Royal Bet')).toBe('[Ŕöýàļ Ƀéţ ~~~]');
    expect(pseudoText('Login')).toBe('[Ļöĝîñ ~~]');
    // Digits and punctuation stay readable.
    expect(pseudoText('9+ left!')).toBe('[9+ ļéƒţ! ~~~]');
    expect(pseudoText('')).toBe('');
  });

  it('keeps placeholders, nested keys and markup tags as they are', () => {
    expect(pseudoText('Hello {{name}}, see $t(routes.home) <1>here</1>')).toBe(
      '[Ĥéļļö {{name}}, šéé $t(routes.home) <1>ĥéŕé</1> ~~~~~~]',
    );
  });

  it('turns every text of a namespace, its keys unchanged', () => {
    expect(pseudoTexts({ menu: { title: 'Menu', items: ['Sports'] }, count: 2 })).toEqual({
      menu: { title: '[Ṁéñû ~]', items: ['[Šþöŕţš ~~]'] },
      count: 2,
    });
  });

  it('is what ?lng=pseudo shows, from the English texts, with interpolation working', async () => {
    window.history.replaceState(null, '', '/?lng=pseudo');
    const i18n = await initI18n('tr');
    expect(i18n.language).toBe('en');
    expect(i18n.t('shell.header.login')).toBe('[Ļöĝîñ ~~]');
    const banner = i18n.t('shell.domainBanner.text', { current: 'old.bet', next: 'new.bet' });
    expect(banner).toMatch(/^\[.*old\.bet.*new\.bet.* ~+\]$/);
    expect(banner).not.toMatch(/[a-z]{4}/);
  });

  it('is not shown without ?lng=pseudo', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('shell.header.login')).toBe('Login');
  });
});
