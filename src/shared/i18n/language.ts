import { readString, storageKeys } from '@/shared/storage/local-store';

export const languages = ['tr', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored language, or Turkish (spec 4: default language tr). */
export function storedLanguage(): Language {
  const stored = readString(storageKeys.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
