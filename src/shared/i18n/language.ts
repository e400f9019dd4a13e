import { LANGUAGE_RELOAD_DELAY_MS } from '@/shared/config/constants';
import { pageReload } from '@/shared/navigation/page-reload';
import { readString, storageKeys, writeString } from '@/shared/store/local-store';

export const languages = ['tr', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored language, or Turkish (the default language). */
export function storedLanguage(): Language {
  const stored = readString(storageKeys.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Stores the language under `lang` and reloads the page after 100 ms, in the new language. */
export function switchLanguage(language: Language): void {
  writeString(storageKeys.lang, language);
  pageReload.after(LANGUAGE_RELOAD_DELAY_MS);
}

/** The languages the bootstrap offers that the site has texts for; both when it names none. */
export function offeredLanguages(locales: readonly string[] | undefined): Language[] {
  const offered = languages.filter((language) => locales?.includes(language));
  return offered.length > 0 ? offered : [...languages];
}
