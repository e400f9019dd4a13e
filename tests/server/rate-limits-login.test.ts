// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/abuse/limits.ts';
import {
  expectLetThrough,
  freshAddress,
  login,
  LOGIN_EN,
  LOGIN_TR,
  MINUTE,
  post,
  expectTooMany,
  type Answer,
} from './support/rate-limit-calls.ts';
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

describe('login, per account name', () => {
  const { limit } = RATE_LIMITS.loginAccount;

  it('locks the name for a minute after 5 failures, in both languages, then lets the player in', async () => {
    await expectLetThrough(limit, () => login(server, 'demo', 'wrong-password'));
    // Even the right password waits: the lockout does not tell whether it was right.
    expectTooMany(await login(server, 'demo', 'demo123'), 60, LOGIN_EN(1));
    expectTooMany(await login(server, 'DEMO', 'demo123', { locale: 'tr' }), 60, LOGIN_TR(1));
    server.clock.advance(MINUTE - 1000);
    expectTooMany(await login(server, 'demo', 'demo123'), 1, LOGIN_EN(1));
    server.clock.advance(1000);
    expect(await login(server, 'demo', 'demo123')).toMatchObject({ status: 200, success: true });
  });

  it('treats an unknown name the same as a wrong password', async () => {
    const known = [];
    const unknown = [];
    for (let index = 0; index <= limit; index += 1) {
      known.push(await login(server, 'yeni', 'wrong-password'));
      unknown.push(await login(server, 'kimse', 'wrong-password'));
    }
    expect(unknown).toEqual(known);
    expectTooMany(unknown[limit] as Answer, 60, LOGIN_EN(1));
  });

  it('locks for longer after each lockout in a row, never past 15 minutes', async () => {
    const waits = [];
    for (let round = 0; round < 6; round += 1) {
      await expectLetThrough(limit, () => login(server, 'yeni', 'wrong-password'));
      const refused = await login(server, 'yeni', 'wrong-password');
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      server.clock.advance(Number(refused.retryAfter) * 1000);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    expect(await login(server, 'yeni', 'yeni123')).toMatchObject({ status: 200, success: true });
  });

  it('starts again from a minute after a success', async () => {
    await expectLetThrough(limit, () => login(server, 'yeni', 'wrong-password'));
    server.clock.advance(MINUTE);
    await expectLetThrough(limit, () => login(server, 'yeni', 'wrong-password'));
    expect((await login(server, 'yeni', 'wrong-password')).retryAfter).toBe('120');
    server.clock.advance(2 * MINUTE);
    expect(await login(server, 'yeni', 'yeni123')).toMatchObject({ status: 200, success: true });
    // The success cleared the count and the lockouts before it.
    await expectLetThrough(limit, () => login(server, 'yeni', 'wrong-password'));
    expectTooMany(await login(server, 'yeni', 'wrong-password'), 60, LOGIN_EN(1));
  });

  it('forgets the earlier lockouts after a quiet quarter of an hour', async () => {
    await expectLetThrough(limit, () => login(server, 'yeni', 'wrong-password'));
    server.clock.advance(MINUTE);
    server.clock.advance(RATE_LIMITS.loginAccount.windowMs);
    await expectLetThrough(limit, () => login(server, 'yeni', 'wrong-password'));
    expect((await login(server, 'yeni', 'wrong-password')).retryAfter).toBe('60');
  });

  it('lets through only the limit of failures sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(server, 'demo', 'wrong-password')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - limit);
  });

  it('does not count a body that breaks the contract', async () => {
    await expectLetThrough(limit - 1, () => login(server, 'demo', 'wrong-password'));
    for (let index = 0; index < 3; index += 1)
      expect((await post(server, '/auth/login', { username: 'demo' })).status).toBe(400);
    expect((await login(server, 'demo', 'wrong-password')).status).toBe(200);
    expect((await login(server, 'demo', 'wrong-password')).status).toBe(429);
  });
});

describe('login, per client address', () => {
  const { limit } = RATE_LIMITS.loginAddress;

  it('refuses an address after 20 failures, whatever names it tries; other addresses go on', async () => {
    const address = freshAddress();
    await expectLetThrough(limit, (index) =>
      login(server, `name${index}`, 'wrong-password', { address }),
    );
    expectTooMany(await login(server, 'demo', 'demo123', { address }), 15 * 60, LOGIN_EN(15));
    expectTooMany(
      await login(server, 'demo', 'demo123', { address, locale: 'tr' }),
      15 * 60,
      LOGIN_TR(15),
    );
    expect(await login(server, 'demo', 'demo123', { address: freshAddress() })).toMatchObject({
      status: 200,
      success: true,
    });
    server.clock.advance(15 * MINUTE);
    expect((await login(server, 'demo', 'demo123', { address })).status).toBe(200);
  });

  it('counts failures only: logging in in between does not use the allowance', async () => {
    const address = freshAddress();
    await expectLetThrough(limit - 1, (index) =>
      login(server, `name${index}`, 'wrong-password', { address }),
    );
    await expectLetThrough(5, () => login(server, 'demo', 'demo123', { address }));
    expect((await login(server, 'someone', 'wrong-password', { address })).status).toBe(200);
    expect((await login(server, 'someone', 'wrong-password', { address })).status).toBe(429);
  });

  it('trusts only the entry its own proxy wrote, not the ones the client sent before it', async () => {
    const address = freshAddress();
    await expectLetThrough(limit, (index) =>
      login(server, `name${index}`, 'wrong-password', {
        forwardedFor: `203.0.113.${index}, ${address}`,
      }),
    );
    const spoofed = await login(server, 'other', 'wrong-password', {
      forwardedFor: `203.0.113.99, ${address}`,
    });
    expect(spoofed.status).toBe(429);
  });
});
