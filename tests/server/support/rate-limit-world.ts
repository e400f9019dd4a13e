import { startTestServer } from './test-server.ts';

// The world of the rate-limit tests: a server on today's clock, its counters emptied before each
// test. Attempts here come through no socket, so the server trusts one proxy in front of itself
// and the tests send their address as X-Forwarded-For.
export async function startRateLimitWorld() {
  const server = await startTestServer();
  server.services.config.trustProxy = 1;
  return {
    server,
    beforeEachTest: () => server.services.db.deleteFrom('rate_limits').execute(),
  };
}
