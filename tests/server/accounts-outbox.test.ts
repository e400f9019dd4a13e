// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver } from '../../server/accounts/delivery.ts';
import { outboxRoutes } from '../../server/dev/outbox.ts';
import { createLogger } from '../../server/logger.ts';
import { lastCodeSentTo } from './support/outbox-codes.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
// Starting a migrated, seeded database takes a few seconds (longer on a busy machine).
beforeAll(async () => {
  server = await startTestServer();
  outboxRoutes(server.app, server.services);
  // Six reset codes in the outbox, a second apart, demo's the newest.
  for (const username of ['yeni', 'demo', 'yeni', 'demo', 'yeni', 'demo']) {
    await server.call('/auth/sendresetpassword', { username });
    server.clock.advance(1000);
  }
}, 60_000);
afterAll(() => server.close());

describe('outbox', () => {
  it('lists the latest messages as JSON, newest first', async () => {
    const response = await server.app.request('/dev/outbox.json');
    expect(response.status).toBe(200);
    const messages = (await response.json()) as Array<Record<string, string>>;
    expect(messages.length).toBeGreaterThan(5);
    expect(messages.length).toBeLessThanOrEqual(50);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual([
      'body',
      'channel',
      'createdAt',
      'recipient',
    ]);
    expect(messages[0]?.body).toContain(await lastCodeSentTo(server, 'demo@example.com'));
    const times = messages.map((message) => message.createdAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows them as an escaped page under a strict policy', async () => {
    await server.services.db
      .insertInto('outbox')
      .values({ channel: 'sms', recipient: '<b>905</b>', body: '<script>alert("x")</script> & co' })
      .execute();
    const response = await server.app.request('/dev/outbox');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(html).toContain('&lt;b&gt;905&lt;/b&gt;');
  });

  it('logs the recipient and the purpose, never the code, and keeps nothing in production', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const message = {
      channel: 'sms' as const,
      recipient: '905551112233',
      playerId: 1,
      purpose: 'phone verification',
      body: 'Your verification code: 424242.',
    };
    const count = async () =>
      (await server.services.db.selectFrom('outbox').select('id').execute()).length;
    const before = await count();
    await server.services.db
      .transaction()
      .execute((trx) => deliver({ ...server.services, logger }, trx, message));
    expect(await count()).toBe(before + 1);
    const production = {
      ...server.services,
      logger,
      config: { ...server.services.config, production: true },
    };
    await server.services.db.transaction().execute((trx) => deliver(production, trx, message));
    expect(await count()).toBe(before + 1);
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain('424242');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      recipient: '905551112233',
      purpose: 'phone verification',
    });
    expect(lines[1]).toMatch(/no SMS or mail provider is configured/);
  });

  it('mounts nothing in production', async () => {
    const { Hono } = await import('hono');
    const app = new Hono();
    outboxRoutes(app as never, {
      ...server.services,
      config: { ...server.services.config, production: true },
    });
    expect((await app.request('/dev/outbox.json')).status).toBe(404);
    expect((await app.request('/dev/outbox')).status).toBe(404);
  });
});
