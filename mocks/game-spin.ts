import { findPlayer, updatePlayer } from './db';
import { addRound } from './history';
import { announceLimitAlerts } from './limit-alerts';
import { playBlockedBy } from './protection';

// The mock game page's Spin button (mocks/static/mock-game.html): each spin is a bet line and,
// every third spin, a win line in the player's game history, and moves the balance (the header
// shows it at its next balance poll). The game page talks to the mock backend as a provider's
// game talks to its own server: framed by the site, by postMessage to the site's window (where
// this mock backend runs), since the site sandboxes a game of its own origin without
// allow-same-origin (issue 17, section 6) and its opaque origin shares no BroadcastChannel with
// the site; opened on its own, over the BroadcastChannel.

export const SPIN_CHANNEL = 'mock-game';
export const SPIN_STAKE = 10;
export const SPIN_WIN_EVERY = 3;
export const SPIN_WIN_TIMES = 2.5;

export interface SpinRequest {
  type: 'spin';
  player: string;
  game: string;
  provider: string;
}

export type SpinAnswer =
  | { type: 'spun'; won: number; balance: number }
  | { type: 'refused'; reason: 'balance' | 'player' | 'limit' };

const spins = new Map<string, number>();
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Forgets how many times each player has spun (the next win is again the third spin). */
export function resetSpins(): void {
  spins.clear();
}

export function spin({ player: username, game, provider }: SpinRequest): SpinAnswer {
  const player = findPlayer(username);
  if (!player) return { type: 'refused', reason: 'player' };
  if (player.balance < SPIN_STAKE) return { type: 'refused', reason: 'balance' };
  // A loss, wager or session-time limit stops play (issue: player protection).
  if (playBlockedBy(username, SPIN_STAKE, Date.now())) return { type: 'refused', reason: 'limit' };
  let balance = round2(player.balance - SPIN_STAKE);
  addRound(username, { game, provider, kind: 2, amount: SPIN_STAKE, balanceAfter: balance });
  const count = (spins.get(username) ?? 0) + 1;
  spins.set(username, count);
  let won = 0;
  if (count % SPIN_WIN_EVERY === 0) {
    won = SPIN_STAKE * SPIN_WIN_TIMES;
    balance = round2(balance + won);
    addRound(username, { game, provider, kind: 1, amount: won, balanceAfter: balance });
  }
  updatePlayer(username, { balance });
  announceLimitAlerts(username);
  return { type: 'spun', won, balance };
}

function isSpinRequest(value: unknown): value is SpinRequest {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    message.type === 'spin' &&
    ['player', 'game', 'provider'].every((key) => typeof message[key] === 'string')
  );
}

/** Answers the mock game pages of this browser; `changed` runs after each spin (to save). */
export function listenForSpins(changed: () => void): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SPIN_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (!isSpinRequest(event.data)) return;
      channel.postMessage(spin(event.data));
      changed();
    });
  }
  if (typeof window === 'undefined') return;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isSpinRequest(event.data)) return;
    // Only a frame of this page (the game frame); its origin is opaque ("null"), so the answer
    // (a mock balance) goes to '*'.
    const frame = [...document.querySelectorAll('iframe')].find(
      (element) => element.contentWindow !== null && element.contentWindow === event.source,
    );
    if (!frame?.contentWindow) return;
    frame.contentWindow.postMessage(spin(event.data), '*');
    changed();
  });
}
