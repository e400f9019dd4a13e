import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { join } from 'node:path';
import { boot } from '../../../server/boot.ts';
import { readConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';

// Creating, migrating and seeding an embedded database costs several seconds; most server test
// files want the same seeded database. The first one to ask builds it and keeps an archive in
// node_modules/.cache, named by a hash of everything that shapes the data (migrations, seeders,
// the mock's data, the rules) and by the day, so a change or a new day builds a fresh one.
const ROOT = join(import.meta.dirname, '..', '..', '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'server-seed');
const SOURCES = ['server', 'mocks/data', 'domain'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    })
    .sort();
}

/** What the seeded data depends on: today's date and a hash of the sources that shape it. */
export function sourceKey(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir)))) {
    hash.update(file).update(readFileSync(file));
  }
  return `${new Date().toISOString().slice(0, 10)}-${hash.digest('hex').slice(0, 16)}`;
}

export async function seededSnapshot(): Promise<Blob> {
  const file = join(CACHE, `${sourceKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const booted = await boot({
    config: { ...readConfig({}), dataDir: 'memory://' },
    logger: createLogger('silent'),
  });
  const archive = await booted.database.dump?.();
  await booted.database.close();
  if (!archive) throw new Error('the embedded database gave no archive');
  mkdirSync(CACHE, { recursive: true });
  // Written beside and renamed: a file read by another test worker is always whole.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
  renameSync(partial, file);
  // Archives of older sources or days are of no more use.
  for (const name of readdirSync(CACHE))
    if (name.endsWith('.tar') && join(CACHE, name) !== file)
      rmSync(join(CACHE, name), { force: true });
  return archive;
}
