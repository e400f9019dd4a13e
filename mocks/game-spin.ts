import { WinBet } from '@generated/api/model';
import { roundMoney } from '../domain/money.ts';
import {
  cyclicDraw,
  DEMO_STAKE,
  DEMO_WIN_EVERY,
  DEMO_WIN_MULTIPLIER,
  spinRefusal,
  spinWin,
} from '../domain/spin.ts';
import { db, findPlayer, updatePlayer } from './db';
import { gameSessionOf } from './game-sessions';
import { addRound } from './history';
import { announceLimitAlerts } from './limit-alerts';
import { limitsOf } from './protection';

// The mock game page's Spin button (mocks/static/mock-game.html): each spin is a bet line and,
// every third spin, a win line in the player's game history, and moves the balance (the header
// shows it at its next balance poll). The game page talks to the mock backend as a provider's
// game talks to its own server: framed by the site, by postMessage to the site's window (where
// this mock backend runs), since the site sandboxes a game of its own origin without
// allow-same-origin and its opaque origin shares no BroadcastChannel with the site; opened on
// its own, over the BroadcastChannel. Either way a spin names only the game session token of its
// launch (game-sessions.ts): the player, game and provider are the token's, and the site's
// window trusts no frame but the play view's own game frame (listenForSpins).
// What a spin stakes, wins and when it is refused are domain/spin.ts's rules, which the server
// plays by too; the mock draws from a fixed cycle, so every third spin of a player wins.

export const SPIN_CHANNEL = 'mock-game';
export const SPIN_STAKE = DEMO_STAKE;
export const SPIN_WIN_EVERY = DEMO_WIN_EVERY;
export const SPIN_WIN_TIMES = DEMO_WIN_MULTIPLIER;

/** A bet the mock backend settles: the player comes from a game session, never from a game. */
export interface SpinBet {
  player: string;
  game: string;
  provider: string;
}

/** What the mock game page sends: its game session's token (from its own address), no player. */
export interface SpinMessage {
  type: 'spin';
  session: string;
}

export type SpinAnswer =
  | { type: 'spun'; won: number; balance: number }
  | { type: 'refused'; reason: 'balance' | 'player' | 'limit' | 'session' };

// How many times each player has spun is kept in the mock database (model `spinCount`).
const byUsername = (username: string) => ({ where: { username: { equals: username } } });

/** Forgets how many times each player has spun (the next win is again the third spin). */
export function resetSpins(): void {
  db.spinCount.deleteMany({ where: {} });
}

function countSpin(username: string): number {
  const count = (db.spinCount.findFirst(byUsername(username))?.count ?? 0) + 1;
  if (!db.spinCount.update({ ...byUsername(username), data: { count } })) {
    db.spinCount.create({ username, count });
  }
  return count;
}

export function spin({ player: username, game, provider }: SpinBet): SpinAnswer {
  const player = findPlayer(username);
  if (!player) return { type: 'refused', reason: 'player' };
  // Too little balance, or a loss, wager or session-time limit, stops play.
  const refusal = spinRefusal(player.balance, SPIN_STAKE, limitsOf(username, Date.now()).limits);
  if (refusal) return { type: 'refused', reason: refusal };
  let balance = roundMoney(player.balance - SPIN_STAKE);
  addRound(username, {
    game,
    provider,
    kind: WinBet.Bet,
    amount: SPIN_STAKE,
    balanceAfter: balance,
  });
  const count = countSpin(username);
  const won = spinWin(cyclicDraw(count), SPIN_STAKE, game);
  if (won > 0) {
    balance = roundMoney(balance + won);
    addRound(username, { game, provider, kind: WinBet.Win, amount: won, balanceAfter: balance });
  }
  updatePlayer(username, { balance });
  announceLimitAlerts(username);
  return { type: 'spun', won, balance };
}

/** A spin in the game session of `token`: its player, game and provider; refused if it is not live. */
export function spinInSession(token: string): SpinAnswer {
  const session = gameSessionOf(token);
  if (!session) return { type: 'refused', reason: 'session' };
  return spin({ player: session.player, game: session.game, provider: session.provider });
}

function isSpinMessage(value: unknown): value is SpinMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === 'spin' && typeof message.session === 'string' && message.session !== '';
}

/**
 * The window of the play view's game frame for this game session: an iframe of this page whose
 * window sent the message and whose address (or HTML launch form) carries the same session token
 * (the site framed the launch's answer as it came). Any other window (another frame, a popup, a frame of another
 * launch) gets null.
 */
function gameFrameOf(source: MessageEventSource | null, token: string): Window | null {
  if (source === null) return null;
  const frame = [...document.querySelectorAll('iframe')].find(
    (element) => element.contentWindow !== null && element.contentWindow === source,
  );
  if (!frame?.contentWindow) return null;
  // An HTML launch answer (srcdoc) carries the token in its launch form, which the frame sent.
  const launchForm = frame.getAttribute('srcdoc');
  if (launchForm !== null)
    return launchForm.includes(`value="${token}"`) ? frame.contentWindow : null;
  try {
    const address = new URL(frame.getAttribute('src') ?? '', document.baseURI);
    return address.searchParams.get('session') === token ? frame.contentWindow : null;
  } catch {
    return null;
  }
}

/**
 * Answers the mock game pages of this browser; `changed` runs after each spin that is played (to
 * save). Returns a function that stops listening.
 *
 * Framed by the play view, a spin counts only if the message comes from the game frame's own
 * window (`event.source`, which no other window can pose as) at an opaque origin (the site
 * sandboxes a game of its own origin) and that frame's address carries the message's session
 * token; the player is the token's. The answer goes to that window only; its origin is opaque,
 * so the target origin is '*'. A message from any other window gets no answer and moves nothing.
 *
 * Opened on its own, the game page asks over the BroadcastChannel (same-origin pages only), and
 * the player is again the token's. The answer goes over the channel; a token this page did not
 * issue is left unanswered, since another tab's mock backend may have issued it.
 */
export function listenForSpins(changed: () => void): () => void {
  const stops: Array<() => void> = [];
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SPIN_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (!isSpinMessage(event.data) || !gameSessionOf(event.data.session)) return;
      const answer = spinInSession(event.data.session);
      channel.postMessage(answer);
      if (answer.type === 'spun') changed();
    });
    stops.push(() => channel.close());
  }
  if (typeof window !== 'undefined') {
    const listener = (event: MessageEvent<unknown>) => {
      if (!isSpinMessage(event.data) || event.origin !== 'null') return;
      const frame = gameFrameOf(event.source, event.data.session);
      if (!frame) return;
      const answer = spinInSession(event.data.session);
      frame.postMessage(answer, '*');
      if (answer.type === 'spun') changed();
    };
    window.addEventListener('message', listener);
    stops.push(() => window.removeEventListener('message', listener));
  }
  return () => stops.forEach((stop) => stop());
}
