import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { balanceOf, move, toCents } from '../money/ledger.ts';
import type { SeedContext } from './seed-context.ts';

// The seeded history moved money in and out of the demo players' wallets; one opening movement,
// dated before all of it, brings each wallet to the balance QA knows (demo: ₺1.250,75).
export async function settleOpeningBalances({ services, players }: SeedContext): Promise<void> {
  for (const demo of demoPlayers) {
    const playerId = players.get(demo.username);
    if (playerId === undefined) continue;
    const gap = toCents(demo.balance) - (await balanceOf(services.db, playerId));
    if (gap === 0) continue;
    await services.db.transaction().execute((trx) =>
      move(trx, {
        kind: 'adjustment',
        playerId,
        from: gap > 0 ? 'house:adjustments' : { wallet: playerId },
        to: gap > 0 ? { wallet: playerId } : 'house:adjustments',
        cents: Math.abs(gap),
        description: 'opening balance',
        at: new Date('2025-01-01T00:00:00Z'),
      }),
    );
  }
}
