// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server runs domain/ and mocks/data/ under plain Node with type stripping: no bundler, no
// path aliases. Every file must load there (explicit .ts imports, erasable syntax only, JSON with
// its import attribute, values only from relative files or node built-ins).
const root = fileURLToPath(new URL('../../', import.meta.url));
const files = [
  ...readdirSync(`${root}domain`).map((name) => `domain/${name}`),
  ...readdirSync(`${root}mocks/data`).map((name) => `mocks/data/${name}`),
].filter((name) => name.endsWith('.ts'));

/** Loads each file in one plain Node process: its error message, or 'ok'. */
function loadInPlainNode(paths: readonly string[]): Record<string, string> {
  const script = `
    const results = {};
    for (const file of ${JSON.stringify(paths)}) {
      try { await import(${JSON.stringify(root)} + file); results[file] = 'ok'; }
      catch (error) { results[file] = String(error?.message ?? error); }
    }
    console.log(JSON.stringify(results));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<string, string>;
}

describe.skipIf(!process.features.typescript)('plain Node', () => {
  it('loads every file of domain/ and mocks/data/', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(loadInPlainNode(files)).toEqual(Object.fromEntries(files.map((file) => [file, 'ok'])));
  });
});
