import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Source maps are the readable source of the site: they are kept for an error tracker, never
 * served. The build writes them beside the served folder, in `<outDir>.sourcemaps/` (dist/ gets
 * dist.sourcemaps/), for a deployment to upload to its error tracker; the served folder holds no
 * `.map` file, so asking for one is a 404. The bundles do not reference them (`sourcemap:
 * 'hidden'`).
 */
export function sourceMapsBeside(): Plugin {
  let outDir = '';
  return {
    name: 'source-maps-beside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const [fileName, file] of Object.entries(bundle)) {
        if (!fileName.endsWith('.map') || file.type !== 'asset') continue;
        const target = resolve(`${outDir}.sourcemaps`, fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, file.source);
        Reflect.deleteProperty(bundle, fileName);
      }
    },
  };
}
