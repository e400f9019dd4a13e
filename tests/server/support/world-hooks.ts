import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TestServer } from './test-server.ts';

// The hooks of a test file's world, a test server and what the file's tests need on it: the
// world is started once before the file's tests and handed to `bind`, which sets the file's
// variables; what each test starts from is set again before it; the server is closed after them.
export interface World {
  server: TestServer;
  /** What each test of the file starts from, set again before it. */
  beforeEachTest?: () => unknown;
}

export function setUpWorld<W extends World>(
  start: () => Promise<W>,
  bind: (world: W) => unknown,
  // Booting migrates and seeds a database (or opens the seeded copy): slow on a busy machine.
  bootMs = 120_000,
): void {
  let world: W | undefined;
  beforeAll(async () => {
    world = await start();
    bind(world);
  }, bootMs);
  beforeEach(async () => {
    await world?.beforeEachTest?.();
  });
  afterAll(() => world?.server.close());
}
