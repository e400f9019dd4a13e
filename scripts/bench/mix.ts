import type { CasinoApi } from './casino-api.ts';
import type { BenchPlayer } from './players.ts';

// What a player at the slot does, in proportion: mostly spins (half asked by the game page of
// its provider, half played by the provider's servers through the signed wallet calls, a bet
// and its win), the balance the site polls (every 10 s, about one read per few spins), now and
// then a page of Financial Activities or Game History, and once in a while a small deposit
// (Pending, confirmed by the provider's timer 1.5 s later inside the server).
export type Action = 'page spin' | 'wallet spin' | 'balance' | 'history' | 'deposit';

export const MIX: ReadonlyArray<{ action: Action; weight: number }> = [
  { action: 'page spin', weight: 38 },
  { action: 'wallet spin', weight: 37 },
  { action: 'balance', weight: 20 },
  { action: 'history', weight: 4 },
  { action: 'deposit', weight: 1 },
];

const TOTAL = MIX.reduce((sum, entry) => sum + entry.weight, 0);
const DEPOSIT_LIRA = 100;

export function pickAction(random: () => number = Math.random): Action {
  let draw = random() * TOTAL;
  for (const entry of MIX) {
    draw -= entry.weight;
    if (draw < 0) return entry.action;
  }
  return 'balance';
}

/** Plays one action of `player`; answers the spins it completed (0 or 1). */
export async function play(api: CasinoApi, player: BenchPlayer, action: Action): Promise<number> {
  switch (action) {
    case 'page spin':
      await api.pageSpin(player.gameToken);
      return 1;
    case 'wallet spin':
      await api.walletSpin(player.gameToken);
      return 1;
    case 'balance':
      await api.balance(player.token);
      return 0;
    case 'history':
      await api.historyPage(player.token, Math.random() < 0.5 ? 'payments' : 'games');
      return 0;
    case 'deposit':
      await api.deposit(player.token, DEPOSIT_LIRA);
      return 0;
  }
}

/** The mix as one line, for the report. */
export const mixLine = (): string =>
  MIX.map((entry) => `${entry.action} ${Math.round((entry.weight / TOTAL) * 100)} %`).join(', ');
