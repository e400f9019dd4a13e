import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { liraText, momentText } from '../../domain/message-format.ts';

// The server's texts, one namespace per domain as on the site: locales/<language>/<domain>.json.
// A message follows the request's x-locale (Turkish by default).
export type Locale = 'tr' | 'en';
export const LOCALES: readonly Locale[] = ['tr', 'en'];
const FOLDER = join(import.meta.dirname, 'locales');

function resources(): Record<string, Record<string, Record<string, unknown>>> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        readdirSync(join(FOLDER, locale))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.replace(/\.json$/, ''),
            JSON.parse(readFileSync(join(FOLDER, locale, file), 'utf8')) as Record<string, unknown>,
          ]),
      ),
    ]),
  );
}

const instance = createInstance();
await instance.init({
  resources: resources(),
  lng: 'tr',
  fallbackLng: 'tr',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function localeFrom(header: string | null | undefined): Locale {
  return header === 'en' ? 'en' : 'tr';
}

/**
 * A message of the server's namespaces ('ns:key') in one language. Typed loosely on purpose: the
 * site's typed i18next keys (src/shared/i18n) must not apply to the server's own texts when a
 * test type-checks both.
 */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export function translator(locale: Locale): Translate {
  const t = instance.getFixedT(locale);
  return (key, params) => String(t(key as never, params as never));
}

/** Cents as the server writes them in a message: ₺1.250,75 (tr) or ₺1,250.75 (en). */
export function lira(locale: Locale, cents: number): string {
  return liraText(locale, cents / 100);
}

/** A moment as the server writes it in a message, in the site's time zone: 26.11.2026 14:00. */
export const moment = momentText;
