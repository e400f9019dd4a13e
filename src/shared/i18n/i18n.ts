import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { DEFAULT_LANGUAGE, storedLanguage, type Language } from './language';

export const bundledResources = { tr: { translation: tr }, en: { translation: en } } as const;

/** Starts i18next in the stored language (Turkish by default). */
export function initI18n(language: Language = storedLanguage()) {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: bundledResources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['tr', 'en'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
