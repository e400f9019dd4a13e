// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

// Real money needs a crash-safe database that many processes can share: in production the server
// refuses the embedded one (PGlite: one process's database, not made to survive a crash
// mid-write) and starts only on PostgreSQL.
const SECRET = 'a-production-secret-of-32-characters-or-more';
const MAIN = join(import.meta.dirname, '..', '..', 'server', 'main.ts');

describe('the database in production', () => {
  it('is refused when it would be the embedded one', () => {
    expect(() => readConfig({ NODE_ENV: 'production', SERVER_SECRET: SECRET })).toThrow(
      'NODE_ENV=production needs DATABASE_URL (PostgreSQL).',
    );
    expect(() =>
      readConfig({ NODE_ENV: 'production', SERVER_SECRET: SECRET, DATABASE_URL: '' }),
    ).toThrow('needs DATABASE_URL');
  });

  it('is PostgreSQL when DATABASE_URL names one', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      SERVER_SECRET: SECRET,
      DATABASE_URL: 'postgres://casino@127.0.0.1:5432/casino',
    });
    expect(config).toMatchObject({
      production: true,
      databaseUrl: 'postgres://casino@127.0.0.1:5432/casino',
    });
  });

  it('stops the server process before the embedded database is opened', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'production-refusal-'));
    const dataDir = join(parent, 'data');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SERVER_SECRET: SECRET,
      DATA_DIR: dataDir,
      // Where it would listen if it started anyway (the test then fails on its exit).
      PORT: '4372',
    };
    const run = promisify(execFile)(process.execPath, [MAIN], { env, timeout: 60_000 });
    const failure = (await run.then(
      () => null,
      (error: unknown) => error,
    )) as { code?: number; stderr?: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('NODE_ENV=production needs DATABASE_URL (PostgreSQL).');
    expect(existsSync(dataDir)).toBe(false);
    rmSync(parent, { recursive: true, force: true });
  }, 60_000);
});
