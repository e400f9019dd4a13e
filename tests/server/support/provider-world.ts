import { balanceOf } from '../../../server/money/ledger.ts';
import { demoProvider } from './demo-provider.ts';
import { startTestServer } from './test-server.ts';

// The world of the casino game tests (launches, spins, the wallet): a server on today's clock,
// the demo game provider beside it, demo logged in, and a player's balance in the ledger, in
// cents.
export type ProviderWorld = Awaited<ReturnType<typeof startProviderWorld>>;

export async function startProviderWorld() {
  const server = await startTestServer();
  return {
    server,
    provider: demoProvider(server),
    demo: await server.player('demo', 'demo123'),
    balance: (playerId: number) => balanceOf(server.services.db, playerId),
  };
}
