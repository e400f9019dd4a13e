import { demoProvider } from './demo-provider.ts';
import { startTestServer } from './test-server.ts';

// The world of the race tests (withdrawals, bonus codes, bets): a server on today's clock, on
// whichever engine the test server runs, with the demo game provider beside it; the players are
// each race's own. Its boot is given RACE_BOOT_MS, a seeded database being slow on a busy machine.
export const RACE_BOOT_MS = 180_000;

export async function startRaceWorld() {
  const server = await startTestServer();
  return { server, provider: demoProvider(server) };
}
