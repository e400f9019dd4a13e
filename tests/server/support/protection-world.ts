import { startTestServer } from './test-server.ts';

// The world of the protection tests (limits, breaks and exclusions, reality checks): a server
// whose clock is a Wednesday noon in Istanbul, seeded afresh at that clock and set back to it
// before each test. The players are each test's own (protection-players.ts).
export const WEDNESDAY_NOON = new Date('2026-11-25T09:00:00Z');

export async function startProtectionWorld() {
  const server = await startTestServer({ now: WEDNESDAY_NOON });
  return {
    server,
    beforeEachTest: () => {
      server.clock.now = WEDNESDAY_NOON;
    },
  };
}
