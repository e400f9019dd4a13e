// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startProviderWorld, type ProviderWorld } from './support/provider-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Launching a game of the server's demo game provider: a launch issues a game session token
// bound to the player and the game, in a page served under a strict policy of its own.

let server: TestServer;
let provider: ProviderWorld['provider'];
let demo: ProviderWorld['demo'];
let balance: ProviderWorld['balance'];
setUpWorld(startProviderWorld, (world) => ({ server, provider, demo, balance } = world));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('launch', () => {
  it('answers the game page with a new game session token bound to the player and the game', async () => {
    const answer = await server.call<string>(
      '/casino/dtlaunchurl',
      { code: 'dt-3-7' },
      {
        token: demo.token,
      },
    );
    expect(answer).toMatchObject({ status: 200, success: true, message: null });
    const address = new URL(answer.data);
    expect(`${address.origin}${address.pathname}`).toBe('http://localhost/demo/games/play');
    expect([...address.searchParams.keys()]).toEqual(['session']);
    const token = address.searchParams.get('session') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(address.search).not.toContain('demo');
    const rows = await server.services.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('player_id', '=', demo.id)
      .execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    const row = rows.find((item) => item.token_hash === sha256(token));
    expect(row).toMatchObject({ game_code: 'dt-3-7', ended_at: null });
    expect(row && row.expires_at > server.clock.now).toBe(true);
    const again = await provider.launch(demo.token);
    expect(again).not.toBe(token);
  });

  it('answers softgamings with an HTML launch form that opens the same page', async () => {
    const answer = await server.call<string>(
      '/casino/softgamingslaunchurl',
      { system: 'spribe', pageCode: '1024', isMobile: 0 },
      { token: demo.token },
    );
    expect(answer.success).toBe(true);
    expect(answer.data).toMatch(/^<!DOCTYPE html>/);
    expect(answer.data).toContain('action="http://localhost/demo/games/play"');
    expect(answer.data).toMatch(/<input type="hidden" name="session" value="[\w-]{43}">/);
    expect(answer.data).toContain('content="https://static.softgamings.com/games/1024/"');
  });

  it('refuses a game its launch provider does not have, in the request language', async () => {
    const wrong = await server.call(
      '/casino/emlaunchurl',
      { code: 'dt-3-7', productId: 1 },
      {
        token: demo.token,
      },
    );
    expect(wrong).toMatchObject({ success: false, message: 'The game could not be launched.' });
    const none = await server.call(
      '/casino/hub88launchurl',
      { platform: 1, gameCode: 'no-such-game', language: 'tr', lobbyUrl: 'https://x.example' },
      { token: demo.token, locale: 'tr' },
    );
    expect(none).toMatchObject({ success: false, message: 'Oyun başlatılamadı.', data: null });
    expect((await server.call('/casino/dtlaunchurl', { code: 'dt-3-7' })).status).toBe(401);
  });
});

describe('the game page', () => {
  it('is served under a strict policy of its own, with no inline code', async () => {
    const response = await provider.games.request('/demo/games/play?session=x');
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son\w+=/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const script = await provider.games.request('/demo/games/game.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it("shows the session's game and the player's balance", async () => {
    const session = await provider.launch(demo.token);
    const answer = await provider.page<Record<string, unknown>>('session', session);
    expect(answer).toEqual({
      type: 'session',
      game: 'Lucky Empire',
      provider: 'DT Gaming',
      stake: 10,
      balance: (await balance(demo.id)) / 100,
    });
    expect(await provider.page('session', 'forged')).toEqual({
      type: 'refused',
      reason: 'session',
    });
  });
});
