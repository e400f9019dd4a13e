import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { generateForms } from './forms.ts';
import { generateGuards } from './guards.ts';
import { generateHub } from './hub.ts';
import { generateIdempotentOperations } from './idempotent-operations.ts';
import { listFiles } from './list-files.ts';
import { generateResponseSchemas } from './response-schemas.ts';
import { generateScenarios } from './scenarios.ts';
import { finishServer, handlerFiles } from './server.ts';

// `npm run codegen`: lint the contract, then write generated/ from openapi/. Deterministic: the
// same contract gives byte-identical files. `--no-lint` skips the lint (the staleness check).
export const ROOT = join(import.meta.dirname, '..');
export const GENERATED = join(ROOT, 'generated');
const BIN = join(ROOT, 'node_modules', '.bin');
const BUNDLE = join(GENERATED, 'openapi.yaml');

function run(step: string, command: string, args: string[]): void {
  console.log(`codegen: ${step}`);
  execFileSync(join(BIN, command), args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

export { listFiles };

async function formatGenerated(): Promise<void> {
  const config = (await resolveConfig(join(ROOT, 'package.json'))) ?? {};
  for (const file of listFiles(GENERATED).filter((f) => /\.(ts|json)$/.test(f))) {
    const source = readFileSync(file, 'utf8');
    const formatted = await format(source, { ...config, filepath: file });
    if (formatted !== source) writeFileSync(file, formatted);
  }
}

export async function codegen({ lint = true } = {}): Promise<void> {
  if (lint)
    run('lint the contract', 'redocly', [
      'lint',
      '--format=stylish',
      'openapi/openapi.yaml',
      'openapi/asyncapi.yaml',
    ]);
  rmSync(GENERATED, { recursive: true, force: true });
  mkdirSync(GENERATED, { recursive: true });
  run('bundle the contract', 'redocly', [
    'bundle',
    'openapi/openapi.yaml',
    '-o',
    relative(ROOT, BUNDLE),
  ]);
  const handlersBefore = handlerFiles(ROOT);
  run('hooks, zod, MSW handlers and server routes (orval)', 'orval', [
    '--config',
    'orval.config.ts',
  ]);

  const openapi = parse(readFileSync(BUNDLE, 'utf8'));
  const asyncapi = parse(readFileSync(join(ROOT, 'openapi', 'asyncapi.yaml'), 'utf8'));
  console.log('codegen: forms, guards, hub, response-schema map, mock scenarios, keyed operations');
  writeFileSync(join(GENERATED, 'forms.ts'), generateForms(openapi));
  writeFileSync(join(GENERATED, 'guards.ts'), generateGuards(openapi));
  writeFileSync(join(GENERATED, 'hub.ts'), generateHub(asyncapi, openapi));
  writeFileSync(
    join(GENERATED, 'response-schemas.ts'),
    generateResponseSchemas(openapi, GENERATED),
  );
  writeFileSync(join(GENERATED, 'scenarios.ts'), generateScenarios(openapi));
  writeFileSync(join(GENERATED, 'idempotent-operations.ts'), generateIdempotentOperations(openapi));
  await formatGenerated();
  await finishServer(ROOT, handlersBefore);
  console.log(`codegen: wrote ${listFiles(GENERATED).length} files to generated/`);
}

if (import.meta.main) {
  await codegen({ lint: !process.argv.includes('--no-lint') });
}
