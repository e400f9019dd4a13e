import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { codegen, GENERATED, listFiles, ROOT } from './codegen.ts';

// `npm test` step: regenerate and fail when generated/ differed from what the contract gives
// (a contract change without `npm run codegen`, or a hand edit of generated/).
function snapshot(): Map<string, string> {
  if (!existsSync(GENERATED)) return new Map();
  return new Map(
    listFiles(GENERATED).map((file) => [
      relative(ROOT, file),
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    ]),
  );
}

const before = snapshot();
await codegen({ lint: false });
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])]
  .filter((file) => before.get(file) !== after.get(file))
  .sort();
if (changed.length > 0) {
  console.error(`generated/ was stale: ${changed.length} file(s) differ from what openapi/ gives:`);
  changed.slice(0, 20).forEach((file) => console.error(`  ${file}`));
  console.error('It has been regenerated now: review and commit generated/.');
  process.exit(1);
}
console.log('generated/ is up to date with openapi/.');
