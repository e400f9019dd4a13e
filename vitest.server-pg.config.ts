import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import site, { serverTests } from './vite.config.ts';

// `npm run test:server:pg` (scripts/postgres/server-suite.ts): the server's tests on PostgreSQL.
// PG_ADMIN_URL names the server; each test server gets a database of its own there. The same
// resolution as the default run (vite.config.ts), only the server's tests, and the tests that
// need PostgreSQL itself (tests/server-pg/: concurrency across connections, two nodes, crashes).
export default defineConfig(async (env) => ({
  ...(await (typeof site === 'function' ? site(env) : site)),
  test: {
    environment: 'node',
    projects: [
      serverTests,
      // These start servers and database clusters of their own: each file keeps its own modules.
      { test: { name: 'server-pg', include: ['tests/server-pg/**/*.test.ts'] } },
    ],
    globalSetup: ['tests/server/support/postgres-run.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: availableParallelism(),
  },
}));
