import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { resources as en } from './locales/en';
import { languages, storedLanguage, type Language } from './language';

type Resources = typeof en;

// Only the active language's texts are downloaded: each locale is its own lazy chunk, so the
// first page does not carry both (the size budget of the home page counts every byte).
const loaders: Record<Language, () => Promise<{ resources: Resources }>> = {
  tr: () => import('./locales/tr'),
  en: () => import('./locales/en'),
};

let current: i18n | null = null;

/** The instance the app started with (lazy parts add their texts to it). */
export function currentI18n(): i18n | null {
  return current;
}

/** A text the server sends in the bootstrap's translationList (spec 3). */
export interface ServerTranslation {
  key: string;
  value: string;
}

/**
 * Starts i18next in the stored language (Turkish by default), with the server's translations
 * merged over the bundled ones (spec 4).
 */
export async function initI18n(
  language: Language = storedLanguage(),
  serverTranslations: readonly ServerTranslation[] = [],
) {
  const { resources: translation } = await loaders[language]();
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    resources: { [language]: { translation } },
    lng: language,
    // Both languages have every key (a test proves it), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const { key, value } of serverTranslations) {
    // A server text replaces a bundled text or adds a new one; it never replaces a whole group
    // of texts (a key such as 'footer' that holds other keys).
    const bundled: unknown = instance.getResource(language, 'translation', key);
    if (
      key &&
      typeof value === 'string' &&
      (bundled === undefined || typeof bundled === 'string')
    ) {
      instance.addResource(language, 'translation', key, value);
    }
  }
  current = instance;
  return instance;
}
