// @vitest-environment node
// The rate limits on two servers behind a load balancer: two `node server/main.ts` processes on
// one PostgreSQL database, attempts spread over both. The counters are rows of that database, so
// the limit holds for the pair as it holds for one: attempts sent at once to both are let through
// up to the limit and no further, and a lockout made through one node refuses on the other. The
// nodes count addresses by their sockets (TRUST_PROXY=0), so a forged X-Forwarded-For changes
// nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/abuse/limits.ts';
import type { ServerProcess } from './support/server-process.ts';
import { startTwoProcesses, type TwoProcesses } from './support/two-processes.ts';

let nodes: TwoProcesses;

beforeAll(async () => {
  nodes = await startTwoProcesses({
    name: 'rate-limits',
    seeded: true,
    env: { TRUST_PROXY: '0' },
  });
}, 180_000);

afterAll(async () => {
  await nodes?.stop();
});

beforeEach(async () => {
  await nodes.sql.query('delete from rate_limits');
});

async function login(
  node: ServerProcess,
  username: string,
  password: string,
  forwardedFor?: string,
) {
  const response = await fetch(`${node.url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
  const envelope = (await response.json()) as { success: boolean; message: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...envelope };
}

describe('rate limits on two nodes', () => {
  it('let through only the limit of failures sent at once to both', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login(index % 2 ? nodes.b : nodes.a, 'demo', 'wrong-password'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      RATE_LIMITS.loginAccount.limit,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      30 - RATE_LIMITS.loginAccount.limit,
    );
  });

  it('refuse on one node the name locked through the other, then not after a success', async () => {
    const { a, b } = nodes;
    for (let count = 0; count < RATE_LIMITS.loginAccount.limit; count += 1)
      expect((await login(a, 'yeni', 'wrong-password')).status).toBe(200);
    const refused = await login(b, 'yeni', 'yeni123');
    expect(refused).toMatchObject({
      status: 429,
      success: false,
      message: 'Too many failed logins. Please try again in 1 minute.',
    });
    // Seconds left of a one-minute lockout on the real clock.
    expect(Number(refused.retryAfter)).toBeGreaterThan(30);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    // The lockout's end is shown by the in-process tests, whose clock can be moved; here the
    // row is aged as a minute would age it.
    await nodes.sql.query(
      `update rate_limits set locked_until = now() - interval '1 second' where subject = 'yeni'`,
    );
    expect(await login(b, 'yeni', 'yeni123')).toMatchObject({ status: 200, success: true });
    expect((await login(a, 'yeni', 'wrong-password')).status).toBe(200);
  });

  it('count an address by its socket, whatever X-Forwarded-For it forges', async () => {
    const { limit } = RATE_LIMITS.loginAddress;
    for (let count = 0; count < limit; count += 1) {
      const answer = await login(
        count % 2 ? nodes.b : nodes.a,
        `name${count}`,
        'wrong-password',
        `203.0.113.${count}`,
      );
      expect(answer.status).toBe(200);
    }
    const refused = await login(nodes.a, 'demo', 'demo123', '198.51.100.7');
    expect(refused.status).toBe(429);
    // Seconds left of the quarter of an hour that began with the first failure.
    expect(Number(refused.retryAfter)).toBeGreaterThan(10 * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    const { rows } = await nodes.sql.query<{ subject: string; hits: number }>(
      `select subject, hits from rate_limits where rule = 'loginAddress'`,
    );
    expect(rows).toEqual([{ subject: '127.0.0.1', hits: limit }]);
  });
});
