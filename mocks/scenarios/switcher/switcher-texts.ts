// The switcher's texts in both languages; the record type proves each has every key.
const en = {
  toggle: 'Mock scenarios',
  title: 'Mock scenarios',
  intro: 'Mock mode only. The chosen scenarios stay for this browser session.',
  active: 'Active',
  none: 'None: the seeded mock backend answers.',
  unknown: 'Unknown scenarios ignored: {{names}}',
  journeys: 'Journeys',
  examples: 'Contract examples ({{count}})',
  filter: 'Filter scenarios',
  noMatch: 'No scenario matches.',
  includes: 'Includes {{names}}.',
  apply: 'Apply and reload',
  clear: 'Clear all',
  close: 'Close',
};

export type SwitcherTextKey = keyof typeof en;

const tr: Record<SwitcherTextKey, string> = {
  toggle: 'Test senaryoları',
  title: 'Test senaryoları',
  intro: 'Yalnızca sahte (mock) modda. Seçilen senaryolar bu tarayıcı oturumu boyunca geçerlidir.',
  active: 'Etkin',
  none: 'Yok: tohumlanmış sahte sunucu yanıt veriyor.',
  unknown: 'Bilinmeyen senaryolar yok sayıldı: {{names}}',
  journeys: 'Yolculuklar',
  examples: 'Sözleşme örnekleri ({{count}})',
  filter: 'Senaryoları filtrele',
  noMatch: 'Eşleşen senaryo yok.',
  includes: 'Şunları içerir: {{names}}.',
  apply: 'Uygula ve yeniden yükle',
  clear: 'Tümünü temizle',
  close: 'Kapat',
};

export const SWITCHER_NAMESPACE = 'scenarioSwitcher';
export const switcherTexts: Record<'en' | 'tr', Record<SwitcherTextKey, string>> = { en, tr };
