import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './session';

// The labels a player reads, taken from the site's own translations, for helpers shared by
// journeys in both languages (the journeys themselves spell what they assert).

type Texts = Record<string, unknown>;
const LOCALES = join(import.meta.dirname, '..', '..', 'src', 'shared', 'i18n', 'locales');
const loaded = new Map<string, Texts>();

function namespaceOf(language: Language, namespace: string): Texts {
  const file = join(LOCALES, language, `${namespace}.json`);
  const texts = loaded.get(file) ?? (JSON.parse(readFileSync(file, 'utf8')) as Texts);
  loaded.set(file, texts);
  return texts;
}

/** The text `namespace:key` (a dotted path) in `language`; throws when there is none. */
export function siteText(language: Language, namespace: string, key: string): string {
  let node: unknown = namespaceOf(language, namespace);
  for (const part of key.split('.')) node = (node as Texts | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return node;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that starts with `namespace:key` (a button whose name adds a count or a user name). */
export function siteTextStart(language: Language, namespace: string, key: string): RegExp {
  return new RegExp(`^${escapeRegExp(siteText(language, namespace, key))}`);
}
