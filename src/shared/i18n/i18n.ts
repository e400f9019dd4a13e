import { createInstance, type CustomTypeOptions, type i18n, type TFunction } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languages, storedLanguage, type Language } from './language';

/** An i18next namespace: one file of texts, `locales/<language>/<namespace>.json`. */
export type Namespace = keyof CustomTypeOptions['resources'];

/** A `t` of any component, for helpers that translate what it hands them (error texts). */
export type Translate = TFunction<Namespace[]>;

type Texts = Record<string, unknown>;

// Each file is a chunk of its own: a page downloads only the active language's texts of the parts
// it shows (the size budget of the home page counts every byte).
const localeFiles = import.meta.glob<{ default: Texts }>('./locales/*/*.json');
const namespaceNames = new Set(
  Object.keys(localeFiles).map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1')),
);

/**
 * The texts of the page frame and the first view, and the footer's (it is in the page from the
 * first render); the rest load with the parts that use them.
 */
export const startupNamespaces = ['common', 'footer'] as const satisfies Namespace[];

/** A text the server sends in the bootstrap's translationList. */
export interface ServerTranslation {
  key: string;
  value: string;
}

/**
 * The bundled texts of one namespace with the server's texts on top. A server key reads
 * like a key of the site: 'footer.sections.betting' belongs to the namespace 'footer', a key
 * whose first part names no namespace to 'common'. A server text replaces a text or adds one; it
 * never replaces a whole group of texts.
 */
function withServerTexts(
  namespace: string,
  bundled: Texts,
  server: readonly ServerTranslation[],
): Texts {
  const texts = structuredClone(bundled);
  for (const { key, value } of server) {
    if (!key || typeof value !== 'string') continue;
    const parts = key.split('.');
    const [first = '', ...rest] = parts;
    const inNamespace = namespaceNames.has(first) && rest.length > 0;
    if ((inNamespace ? first : 'common') !== namespace) continue;
    const path = inNamespace ? rest : parts;
    const last = path.pop() ?? '';
    let node: Texts | undefined = texts;
    for (const part of path) {
      const next: unknown = node[part] ?? (node[part] = {});
      node = typeof next === 'object' && next !== null ? (next as Texts) : undefined;
      if (!node) break;
    }
    if (node && (node[last] === undefined || typeof node[last] === 'string')) node[last] = value;
  }
  return texts;
}

let current: i18n | null = null;

/**
 * `?lng=pseudo` in development and mock mode (never in a production build): the English texts in
 * the pseudo locale, so untranslated and clipped texts show at a glance.
 */
async function pseudoLocale(): Promise<((texts: Texts) => Texts) | null> {
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'mock') return null;
  if (new URLSearchParams(globalThis.location?.search).get('lng') !== 'pseudo') return null;
  return (await import('./pseudo-locale')).pseudoTexts;
}

/**
 * Starts i18next in the stored language (Turkish by default) with the first view's texts; every
 * other namespace loads when a part that uses it asks for it (`useTranslation(['footer'])`, or
 * `lazyPart(..., ['footer'])` to load it beside the part's code).
 */
export async function initI18n(
  language: Language = storedLanguage(),
  serverTranslations: readonly ServerTranslation[] = [],
) {
  const instance = createInstance();
  const pseudo = await pseudoLocale();
  const backend = resourcesToBackend(async (lng: string, namespace: string) => {
    const load = localeFiles[`./locales/${lng}/${namespace}.json`];
    if (!load) throw new Error(`No texts for ${lng}/${namespace}`);
    const texts = withServerTexts(namespace, (await load()).default, serverTranslations);
    return pseudo ? pseudo(texts) : texts;
  });
  // The document speaks the language of its texts (screen readers pronounce by it).
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      // The pseudo locale is made from the English texts, and formats numbers as English does.
      lng: pseudo ? 'en' : language,
      supportedLngs: [...languages],
      load: 'currentOnly',
      // Both languages have every key (a test proves it), so there is nothing to fall back to.
      fallbackLng: false,
      ns: [...startupNamespaces],
      defaultNS: 'common',
      // The shared texts (errors, route titles) answer from any part's `t`.
      fallbackNS: 'common',
      // 'footer.sections.betting' is the key 'sections.betting' of the namespace 'footer': i18next
      // reads a key's first part as its namespace when it names one, so keys read the same
      // wherever they are used.
      nsSeparator: '.',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  current = instance;
  return instance;
}

/** Starts loading namespaces into the running instance (lazy parts load theirs beside their code). */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (current && namespaces.length > 0) await current.loadNamespaces([...namespaces]);
}
