// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newPlayer } from './support/protection-players.ts';
import { expectLetThrough, expectTooMany, MINUTE, post } from './support/rate-limit-calls.ts';
import { startRateLimitWorld } from './support/rate-limit-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The rate limits as a client meets them: the attempt after a rule's limit is answered 429 with
// Retry-After (seconds) and the envelope, its message in the request's language; a lockout ends
// on time (the server's clock is moved); a success clears an account's count. Attempts here come
// through no socket, so a test that counts by address sends X-Forwarded-For with the server told
// that one proxy stands in front of it.
let server: TestServer;
setUpWorld(startRateLimitWorld, (world) => (server = world.server));

describe('password confirmations', () => {
  const PASSWORDS_EN = 'Too many wrong passwords. Please try again in 1 minute.';
  const PASSWORDS_TR = 'Çok fazla hatalı şifre girildi. Lütfen 1 dakika sonra tekrar deneyin.';

  it('locks a break, an exclusion and a password change for a minute after 5 wrong passwords', async () => {
    const player = await newPlayer(server);
    const options = { token: player.token };
    await expectLetThrough(2, () =>
      post(server, '/protection/break', { period: 1, password: 'wrong-one' }, options),
    );
    await expectLetThrough(2, () =>
      post(server, '/protection/exclude', { period: 1, password: 'wrong-one' }, options),
    );
    await expectLetThrough(1, () =>
      post(
        server,
        '/customer/changepassword',
        { oldPassword: 'wrong-one', password: 'brand-new1', confirmPassword: 'brand-new1' },
        options,
      ),
    );
    expectTooMany(
      await post(server, '/protection/break', { period: 1, password: player.password }, options),
      60,
      PASSWORDS_EN,
    );
    expectTooMany(
      await post(
        server,
        '/protection/exclude',
        { period: 1, password: player.password },
        {
          ...options,
          locale: 'tr',
        },
      ),
      60,
      PASSWORDS_TR,
    );
    server.clock.advance(MINUTE);
    expect(
      await post(server, '/protection/break', { period: 1, password: player.password }, options),
    ).toMatchObject({ status: 200, success: true });
  });
});

describe('the request body', () => {
  it('is refused over 64 KB with 413 in the envelope, in the request language', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(70_000), password: 'p' });
    const answer = async (locale: 'tr' | 'en') => {
      const response = await server.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale },
        body: big,
      });
      return { status: response.status, ...((await response.json()) as object) };
    };
    expect(await answer('en')).toEqual({
      status: 413,
      success: false,
      message: 'The request is too large: at most 64 KB is accepted.',
      data: null,
    });
    expect(await answer('tr')).toMatchObject({
      status: 413,
      message: 'İstek çok büyük: en fazla 64 KB kabul edilir.',
    });
  });
});
