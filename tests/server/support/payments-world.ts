import { demoCheckoutRoutes } from '../../../server/demo-checkout/routes.ts';
import { balanceOf } from '../../../server/money/ledger.ts';
import { startTestServer } from './test-server.ts';

// The world of the payment tests (methods, deposits, withdrawals, the history): a server whose
// clock is fixed at NOW, so it seeds afresh and demo's 14 months of payments end there; the demo
// payment page beside the API; demo and yeni logged in; a player's balance in the ledger, in cents.
export const NOW = new Date('2026-11-25T09:00:00Z');

export type PaymentsWorld = Awaited<ReturnType<typeof startPaymentsWorld>>;

export async function startPaymentsWorld() {
  const server = await startTestServer({ now: NOW });
  demoCheckoutRoutes(server.app, server.services);
  return {
    server,
    demo: await server.player('demo', 'demo123'),
    yeni: await server.player('yeni', 'yeni123'),
    balance: (playerId: number) => balanceOf(server.services.db, playerId),
  };
}
