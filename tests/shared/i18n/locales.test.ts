// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiErrorKey, ApiError, type ApiErrorKind } from '@/shared/http/api-error';

// Every namespace of a language, whether it loads at startup or with its part of the site, under
// the keys the code uses: 'footer.sections.betting' is 'sections.betting' of footer.json, and the
// keys of common.json stand as they are ('routes.home').
const localeFolder = (language: string) =>
  join(import.meta.dirname, '../../../src/shared/i18n/locales', language);
const namespacesOf = (language: string) =>
  readdirSync(localeFolder(language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace('.json', ''))
    .sort();
function allTexts(language: string): Record<string, unknown> {
  const read = (namespace: string) =>
    JSON.parse(readFileSync(join(localeFolder(language), `${namespace}.json`), 'utf8')) as object;
  return Object.assign(
    {},
    read('common'),
    ...namespacesOf(language)
      .filter((namespace) => namespace !== 'common')
      .map((namespace) => ({ [namespace]: read(namespace) })),
  ) as Record<string, unknown>;
}
const en = allTexts('en');
const tr = allTexts('tr');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(resources: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
}

describe('translations', () => {
  it.each([
    ['en', en, tr],
    ['tr', tr, en],
  ])('every key of the other language exists in %s', (_language, resources, other) => {
    const missing = keysOf(other).filter((key) => typeof valueAt(resources, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', en],
    ['tr', tr],
  ])('no text in %s is empty', (_language, resources) => {
    const empty = keysOf(resources).filter((key) => String(valueAt(resources, key)).trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation values in both languages', () => {
    const variables = (text: unknown) =>
      [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const mismatched = keysOf(en).filter(
      (key) => variables(valueAt(en, key)).join() !== variables(valueAt(tr, key)).join(),
    );
    expect(mismatched).toEqual([]);
  });
});

describe('texts the generated code and the HTTP layer refer to', () => {
  // Form errors are descriptors like 'validation.minLength?min=5' (generated/forms.ts).
  const formSource = readFileSync(join(import.meta.dirname, '../../../generated/forms.ts'), 'utf8');
  const formKeys = [...new Set([...formSource.matchAll(/error: '([^'?]+)/g)].map((m) => m[1]))];

  it('finds the form error keys', () => {
    expect(formKeys).toEqual(
      expect.arrayContaining(['validation.required', 'validation.mismatch']),
    );
  });

  it.each([
    ['en', en],
    ['tr', tr],
  ])('every form error key has a %s text', (_language, resources) => {
    const missing = formKeys.filter((key) => typeof valueAt(resources, key ?? '') !== 'string');
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', en],
    ['tr', tr],
  ])('every API error kind has a %s fallback text', (_language, resources) => {
    const kinds: ApiErrorKind[] = ['rejected', 'unauthorized', 'http', 'network', 'contract'];
    const keys = [...kinds.map((kind) => apiErrorKey(new ApiError(kind, {}))), apiErrorKey('?')];
    expect(keys.filter((key) => typeof valueAt(resources, key) !== 'string')).toEqual([]);
  });
});

describe('how the texts are split', () => {
  it('has the same namespaces in both languages', () => {
    expect(namespacesOf('tr')).toEqual(namespacesOf('en'));
  });

  it.each(['en', 'tr'])('no %s common key starts with a namespace name', (language) => {
    // i18next reads a key's first part as its namespace when it names one (nsSeparator '.').
    const common = JSON.parse(
      readFileSync(join(localeFolder(language), 'common.json'), 'utf8'),
    ) as object;
    expect(Object.keys(common).filter((key) => namespacesOf(language).includes(key))).toEqual([]);
  });
});
