// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from '../../server/boot.ts';
import { readConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';

// The embedded database keeps its data in a folder: what a player did is there after a restart,
// and nothing secret is in it in clear.
const dataDir = mkdtempSync(join(tmpdir(), 'casino-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  boot({ config: { ...readConfig({}), dataDir }, logger: createLogger('silent') });

async function login(app: Awaited<ReturnType<typeof start>>['app'], password: string) {
  const response = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    body: JSON.stringify({ username: 'demo', password }),
  });
  return (await response.json()) as { success: boolean; data: { token: string; balance: number } };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the embedded database across a restart', () => {
  it('migrates and seeds once, keeps sessions, and stores no password or token in clear', async () => {
    const first = await start();
    expect(first.applied.length).toBeGreaterThan(0);
    expect(first.seeded).toBe(true);
    const session = await login(first.app, 'demo123');
    expect(session).toMatchObject({ success: true, data: { balance: 1250.75 } });
    await first.database.close();

    const second = await start();
    expect(second.applied).toEqual([]);
    expect(second.seeded).toBe(false);
    const balance = await second.app.request('/api/user/balance', {
      headers: { authorization: `Bearer ${session.data.token}` },
    });
    expect(await balance.json()).toMatchObject({ success: true, data: { balance: 1250.75 } });
    await second.database.close();

    const secrets = [session.data.token, 'demo123'].map((text) => Buffer.from(text));
    const holding = filesUnder(dataDir).filter((file) => {
      const bytes = readFileSync(file);
      return secrets.some((secret) => bytes.includes(secret));
    });
    expect(holding).toEqual([]);
    // Two starts on disk, the first migrating and seeding from empty: minutes on a busy machine.
  }, 300_000);
});
