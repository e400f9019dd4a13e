// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as constants from '@/shared/config/constants';

// A constant of constants.ts is there because the code applies it: one that nothing uses says
// the site does something it does not (a second date format, a frame rate nothing runs at).
const SRC = join(import.meta.dirname, '..', '..', '..', 'src');
const CONSTANTS_FILE = join(SRC, 'shared', 'config', 'constants.ts');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && path !== CONSTANTS_FILE ? [path] : [];
  });
}

describe('constants.ts', () => {
  it('names only constants the site uses', () => {
    const code = sourceFiles(SRC)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = Object.keys(constants).filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
    expect(unused).toEqual([]);
  });
});
