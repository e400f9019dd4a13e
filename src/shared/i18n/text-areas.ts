import type { i18n } from 'i18next';
import { currentI18n } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

// Texts of parts the first page does not show load with those parts, so the first page carries
// only its own texts (the size budget). Each area's top-level key is its file name.
const loaders = {
  footer: {
    tr: () => import('./locales/tr/footer.json'),
    en: () => import('./locales/en/footer.json'),
  },
  content: {
    tr: () => import('./locales/tr/content.json'),
    en: () => import('./locales/en/content.json'),
  },
  mobile: {
    tr: () => import('./locales/tr/mobile.json'),
    en: () => import('./locales/en/mobile.json'),
  },
  // Form error texts (generated/forms.ts error keys), for the forms' dialogs and pages.
  validation: {
    tr: () => import('./locales/tr/validation.json'),
    en: () => import('./locales/en/validation.json'),
  },
  // Dialog frames and the live-chat control: loaded with the dialog host and the chat control.
  overlays: {
    tr: () => import('./locales/tr/overlays.json'),
    en: () => import('./locales/en/overlays.json'),
  },
  // The login, registration and SMS dialogs; the recovery wizard; the account pages.
  auth: {
    tr: () => import('./locales/tr/auth.json'),
    en: () => import('./locales/en/auth.json'),
  },
  recovery: {
    tr: () => import('./locales/tr/recovery.json'),
    en: () => import('./locales/en/recovery.json'),
  },
  account: {
    tr: () => import('./locales/tr/account.json'),
    en: () => import('./locales/en/account.json'),
  },
  // The play page and modal; the sportsbook frame.
  play: {
    tr: () => import('./locales/tr/play.json'),
    en: () => import('./locales/en/play.json'),
  },
  sports: {
    tr: () => import('./locales/tr/sports.json'),
    en: () => import('./locales/en/sports.json'),
  },
  casino: {
    tr: () => import('./locales/tr/casino.json'),
    en: () => import('./locales/en/casino.json'),
  },
  // The notifications panel and the deposit and withdraw dialogs and pages.
  wallet: {
    tr: () => import('./locales/tr/wallet.json'),
    en: () => import('./locales/en/wallet.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<{ default: object }>>>;

export type TextArea = keyof typeof loaders;

const loading = new WeakMap<i18n, Map<TextArea, Promise<void>>>();

/** Adds an area's texts to `instance` (once); server texts merged at startup stay on top. */
export function loadTextArea(instance: i18n, area: TextArea): Promise<void> {
  let areas = loading.get(instance);
  if (!areas) loading.set(instance, (areas = new Map()));
  let promise = areas.get(area);
  if (!promise) {
    const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
    promise = loaders[area][language]().then(({ default: texts }) => {
      instance.addResourceBundle(language, 'translation', texts, true, false);
    });
    areas.set(area, promise);
  }
  return promise;
}

/** Loads a lazy part together with the texts it shows: `lazy(() => withTexts(['footer'], ...))`. */
export async function withTexts<T>(areas: readonly TextArea[], load: () => Promise<T>): Promise<T> {
  const instance = currentI18n();
  const [part] = await Promise.all([
    load(),
    ...(instance ? areas.map((area) => loadTextArea(instance, area)) : []),
  ]);
  return part;
}

/** Every area at once (tests that render a part on its own use it). */
export function loadAllTextAreas(instance: i18n): Promise<unknown> {
  return Promise.all(Object.keys(loaders).map((area) => loadTextArea(instance, area as TextArea)));
}
