import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under a folder, sorted (codegen's output lists and staleness checks). */
export function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    })
    .sort();
}
