import { LOCALES, type Locale } from '../i18n/i18n.ts';

// A value of a message that each language writes its own way (an amount of lira, a moment),
// written in every language: the Turkish text reads `{{left.tr}}`, the English one
// `{{left.en}}`. A refusal built without knowing the request's language (checkSpend) then
// translates right with a plain t(key, params).
export function eachLocale(write: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, write(locale)])) as Record<
    Locale,
    string
  >;
}
