import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '@generated/api/auth/auth';
import { launchDt } from '@generated/api/casino/casino';
import { findPlayer, updatePlayer } from '@mocks/db';
import { listenForSpins, SPIN_CHANNEL, SPIN_STAKE, type SpinAnswer } from '@mocks/game-spin';
import { logInAs, type SeededPlayer } from '../session-helpers';

// The mock game's spin bridge trusts no frame (security review): a spin names only the game
// session token of its launch, the player is the token's, and framed by the site a spin counts
// only from the play view's own game frame, whose address carries that token; the answer goes to
// that frame alone. A message from any other window, a forged or unknown token or a token of
// another player's game moves no money.

const balanceOf = (username: SeededPlayer) => findPlayer(username)?.balance;

/** Logs the player in and launches a mock game: the launch address the site would frame. */
async function launchAs(username: SeededPlayer, code = 'sweet-bonanza'): Promise<URL> {
  await logInAs(username);
  const { data } = await launchDt({ code });
  return new URL(data ?? '');
}

const tokenOf = (address: URL) => address.searchParams.get('session') ?? '';

/** A frame in the page, as the play view renders the game (jsdom loads no address). */
function frameAt(address: string): { frame: Window; answers: ReturnType<typeof vi.fn> } {
  const element = document.createElement('iframe');
  element.setAttribute('src', address);
  element.setAttribute('sandbox', 'allow-scripts');
  document.body.append(element);
  const frame = element.contentWindow;
  if (!frame) throw new Error('the frame has no window');
  const answers = vi.fn();
  frame.postMessage = answers;
  return { frame, answers };
}

/** A message to the site's window from `source`, at the opaque origin of a sandboxed frame. */
function send(source: Window | null, data: unknown, origin = 'null'): void {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
}

let stop: () => void = () => undefined;
const changed = vi.fn();

beforeEach(() => {
  changed.mockClear();
  stop = listenForSpins(changed);
});

afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('mock game launch', () => {
  it('names a new unguessable game session in the address, never the player', async () => {
    const first = await launchAs('demo');
    const second = await launchAs('demo');
    expect(first.pathname).toBe('/mock-game.html');
    expect(first.searchParams.has('player')).toBe(false);
    expect(first.href).not.toContain('demo');
    expect(tokenOf(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
  });
});

describe('mock game spins from the play view', () => {
  it("moves the token's player's balance and answers the game frame only", async () => {
    const address = await launchAs('demo');
    const game = frameAt(address.href);
    const other = frameAt('/other.html');
    const after = (balanceOf('demo') ?? 0) - SPIN_STAKE;
    send(game.frame, { type: 'spin', session: tokenOf(address) });
    expect(balanceOf('demo')).toBe(after);
    expect(game.answers).toHaveBeenCalledExactlyOnceWith(
      { type: 'spun', won: 0, balance: after } satisfies SpinAnswer,
      '*',
    );
    expect(other.answers).not.toHaveBeenCalled();
    expect(changed).toHaveBeenCalledOnce();
  });

  it('ignores a player name in the message', async () => {
    updatePlayer('yeni', { balance: 100 });
    const address = await launchAs('yeni');
    const game = frameAt(address.href);
    const demoBefore = balanceOf('demo');
    send(game.frame, { type: 'spin', session: tokenOf(address), player: 'demo' });
    expect(balanceOf('demo')).toBe(demoBefore);
    expect(balanceOf('yeni')).toBe(100 - SPIN_STAKE);
  });

  it('refuses a message without a token or with a forged one, moving nothing', async () => {
    const forged = 'f'.repeat(64);
    const game = frameAt(`/mock-game.html?provider=dt&game=g&session=${forged}`);
    const before = balanceOf('demo');
    send(game.frame, { type: 'spin', player: 'demo', game: 'g', provider: 'dt' });
    expect(game.answers).not.toHaveBeenCalled();
    send(game.frame, { type: 'spin', session: forged, player: 'demo' });
    expect(game.answers).toHaveBeenCalledExactlyOnceWith(
      { type: 'refused', reason: 'session' } satisfies SpinAnswer,
      '*',
    );
    expect(balanceOf('demo')).toBe(before);
    expect(changed).not.toHaveBeenCalled();
  });

  it('refuses a message from a window that is not the game frame', async () => {
    const address = await launchAs('demo');
    const game = frameAt(address.href);
    const intruder = frameAt('/intruder.html');
    const before = balanceOf('demo');
    const spinMessage = { type: 'spin', session: tokenOf(address) };
    send(intruder.frame, spinMessage);
    send(null, spinMessage);
    send(window, spinMessage);
    // The game frame's window, but not at a sandboxed frame's opaque origin.
    send(game.frame, spinMessage, window.location.origin);
    expect(balanceOf('demo')).toBe(before);
    expect(game.answers).not.toHaveBeenCalled();
    expect(intruder.answers).not.toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
  });

  it("refuses a token of another player's game sent from a player's frame", async () => {
    const demoGame = frameAt((await launchAs('demo')).href);
    updatePlayer('yeni', { balance: 100 });
    const yeniToken = tokenOf(await launchAs('yeni'));
    const demoBefore = balanceOf('demo');
    send(demoGame.frame, { type: 'spin', session: yeniToken });
    expect(balanceOf('yeni')).toBe(100);
    expect(balanceOf('demo')).toBe(demoBefore);
    expect(demoGame.answers).not.toHaveBeenCalled();
  });

  it('ends a game session at the next launch of the game and at logout', async () => {
    const first = await launchAs('demo');
    const game = frameAt(first.href);
    const before = balanceOf('demo');
    const second = await launchAs('demo', 'sweet-bonanza');
    send(game.frame, { type: 'spin', session: tokenOf(first) });
    expect(game.answers).toHaveBeenLastCalledWith({ type: 'refused', reason: 'session' }, '*');

    const relaunched = frameAt(second.href);
    await logout();
    send(relaunched.frame, { type: 'spin', session: tokenOf(second) });
    expect(relaunched.answers).toHaveBeenLastCalledWith(
      { type: 'refused', reason: 'session' },
      '*',
    );
    expect(balanceOf('demo')).toBe(before);
  });
});

describe('mock game spins over the BroadcastChannel (the game page on its own)', () => {
  it("moves only the token's player's balance and leaves unknown tokens unanswered", async () => {
    updatePlayer('yeni', { balance: 100 });
    const address = await launchAs('yeni');
    const page = new BroadcastChannel(SPIN_CHANNEL);
    const answers: unknown[] = [];
    const answered = new Promise<void>((resolve) => {
      page.addEventListener('message', (event: MessageEvent<unknown>) => {
        answers.push(event.data);
        resolve();
      });
    });
    const demoBefore = balanceOf('demo');
    try {
      page.postMessage({ type: 'spin', session: 'f'.repeat(64), player: 'demo' });
      page.postMessage({ type: 'spin', player: 'demo', game: 'g', provider: 'dt' });
      page.postMessage({ type: 'spin', session: tokenOf(address), player: 'demo' });
      await answered;
    } finally {
      page.close();
    }
    // The channel keeps order: the two refused messages came first and were left unanswered.
    expect(answers).toEqual([{ type: 'spun', won: 0, balance: 100 - SPIN_STAKE }]);
    expect(balanceOf('yeni')).toBe(100 - SPIN_STAKE);
    expect(balanceOf('demo')).toBe(demoBefore);
  });
});
