import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';
import { languages, storedLanguage, type Language } from './language';

type Resources = typeof en;

// Only the active language's texts are downloaded: each locale is its own lazy chunk, so the
// first page does not carry both (the size budget of the home page counts every byte).
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  tr: () => import('./locales/tr.json'),
  en: () => import('./locales/en.json'),
};

/** Starts i18next in the stored language (Turkish by default). */
export async function initI18n(language: Language = storedLanguage()) {
  const { default: translation } = await loaders[language]();
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
  return instance;
}
