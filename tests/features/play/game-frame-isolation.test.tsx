import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getLaunchHub88MockHandler,
  getLaunchSoftgamingsMockHandler,
} from '@generated/api/casino/casino.msw';
import type { Game } from '@generated/api/model';
import { mockServer } from '@mocks/node';
import { readLaunchAnswer } from '@/shared/casino/launch/launch-answer';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';
import { servedPlayRoute } from '../../support/served-game';
import { sweetBonanza as game } from './play-fixtures';

// Same-origin game frames and launch addresses: a launch answer on the site's own origin, or a
// softgamings address (rewritten to /launch/softgamings/...), in a frame with no sandbox would let
// the provider's code read the stored token and call the wallet. So same-origin frames are
// sandboxed without allow-same-origin; the softgamings bridge goes into a fetched copy of the
// document (srcdoc, sandboxed); launch addresses are https only; the frame's referrer policy is
// strict-origin.

// The server's lookup answers the game itself (it is not one of the mock casino's).
const playRoute = servedPlayRoute;
const sandboxFlags = (frame: HTMLElement) => (frame.getAttribute('sandbox') ?? '').split(/\s+/);

async function playWithAnswer(target: Game, data: string) {
  const answer = { success: true, message: null, data };
  mockServer.use(
    target.launchProvider === 'softgamings'
      ? getLaunchSoftgamingsMockHandler(answer)
      : getLaunchHub88MockHandler(answer),
  );
  await logInAs();
  await renderApp(playRoute(target));
  return screen.findByTitle(target.name, {}, LAZY);
}

describe('launch addresses (https only)', () => {
  const site = 'https://royalbet.example';

  it('accepts https and the site’s own addresses, refuses plain http elsewhere', () => {
    expect(readLaunchAnswer('https://games.example/p?x=1', site)).toEqual({
      kind: 'url',
      url: 'https://games.example/p?x=1',
    });
    expect(readLaunchAnswer('http://games.example/', site)).toBeNull();
    expect(readLaunchAnswer('http://royalbet.example/launch/x', site)).toBeNull();
    expect(readLaunchAnswer('https://user@games.example/', site)).toBeNull();
    expect(readLaunchAnswer(`${site}//evil.example/x`, site)).toEqual({
      kind: 'url',
      url: `${site}/evil.example/x`,
    });
  });

  it('a plain-http answer is not framed', async () => {
    await logInAs();
    mockServer.use(
      getLaunchHub88MockHandler({ success: true, message: null, data: 'http://games.example/' }),
    );
    await renderApp(playRoute(game()));
    expect(
      await screen.findByText('The game provider sent an answer that cannot be opened.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Sweet Bonanza')).not.toBeInTheDocument();
  });
});

describe('the game frame', () => {
  afterEach(() => localStorage.clear());

  it('sandboxes an answer on the site’s own origin without allow-same-origin', async () => {
    await logInAs();
    await renderApp(playRoute(game()));
    const frame = await screen.findByTitle('Sweet Bonanza', {}, LAZY);
    expect(frame).toHaveAttribute(
      'src',
      expect.stringMatching(/\/mock-game\.html\?provider=hub88/),
    );
    const flags = sandboxFlags(frame);
    expect(flags).toContain('allow-scripts');
    expect(flags).not.toContain('allow-same-origin');
    expect(flags).not.toContain('allow-popups-to-escape-sandbox');
    expect(flags).not.toContain('allow-top-navigation');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });

  it('loads another https origin as it is, with the strict-origin referrer policy', async () => {
    const frame = await playWithAnswer(game(), 'https://games.example/play?s=1');
    expect(frame).toHaveAttribute('src', 'https://games.example/play?s=1');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });

  it('puts the softgamings bridge into a sandboxed copy of a rewritten address', async () => {
    let fetched = '';
    mockServer.use(
      http.get('*/launch/softgamings/*', ({ request }) => {
        fetched = request.url;
        return HttpResponse.html(
          '<!DOCTYPE html><html><head><title>g</title></head><body><p>game</p></body></html>',
        );
      }),
    );
    const frame = await playWithAnswer(
      game({ launchProvider: 'softgamings', system: 'spribe' }),
      'https://static.softgamings.com/games/aviator/index.html?session=abc',
    );
    const address = `${window.location.origin}/launch/softgamings/games/aviator/index.html?session=abc`;
    expect(fetched).toBe(address);
    expect(frame).not.toHaveAttribute('src');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    const html = frame.getAttribute('srcdoc') ?? '';
    // Relative addresses of the document still resolve against its own address.
    expect(html).toContain(`<head><base href="${address}">`);
    expect(html).toContain('<p>game</p>');
    expect(html).toContain('setTimeout(bridge,100)');
  });

  it('a softgamings document that cannot be fetched is an unreadable answer', async () => {
    mockServer.use(
      http.get('*/launch/softgamings/*', () => new HttpResponse(null, { status: 404 })),
    );
    await logInAs();
    mockServer.use(
      getLaunchSoftgamingsMockHandler({
        success: true,
        message: null,
        data: 'https://static.softgamings.com/games/aviator/index.html',
      }),
    );
    await renderApp(playRoute(game({ launchProvider: 'softgamings', system: 'spribe' })));
    expect(
      await screen.findByText('The game provider sent an answer that cannot be opened.', {}, LAZY),
    ).toBeInTheDocument();
  });

  // A sandboxed frame's messages say origin "null", as would those of any sandboxed frame on any
  // page: the frame's own window (event.source) is what identifies the game.
  it('hears a sandboxed frame’s exit only from its own window', async () => {
    await logInAs();
    await renderApp(playRoute(game()));
    await findPageTitle('Sweet Bonanza');
    const frame = await screen.findByTitle<HTMLIFrameElement>('Sweet Bonanza', {}, LAZY);
    const other = document.createElement('iframe');
    document.body.append(other);
    const post = (source: Window | null, origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { command: 'exit' }, origin, source }),
        );
      });
    post(other.contentWindow, 'null');
    post(frame.contentWindow, window.location.origin);
    post(window, 'null');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTitle('Sweet Bonanza')).toBe(frame);
    // The game's own exit closes the play page.
    post(frame.contentWindow, 'null');
    await waitFor(() => expect(screen.queryByTitle('Sweet Bonanza')).not.toBeInTheDocument());
    other.remove();
  });
});
