import { describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { loadTextArea } from '@/shared/i18n/text-areas';

describe('texts that load with their part of the site', () => {
  it('are absent at startup and present once their area is loaded', async () => {
    const i18n = await initI18n('en');
    expect(i18n.exists('footer.sections.betting')).toBe(false);
    await loadTextArea(i18n, 'footer');
    expect(i18n.t('footer.sections.betting')).toBe('Betting');
  });

  it('load in the active language', async () => {
    const i18n = await initI18n('tr');
    await loadTextArea(i18n, 'casino');
    await loadTextArea(i18n, 'footer');
    expect(i18n.t('footer.sections.betting')).toBe('Bahis');
  });

  it('keep a server text merged at startup on top of the bundled one', async () => {
    const i18n = await initI18n('en', [{ key: 'footer.sections.betting', value: 'Sportsbook' }]);
    await loadTextArea(i18n, 'footer');
    expect(i18n.t('footer.sections.betting')).toBe('Sportsbook');
  });
});
