// @vitest-environment node
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boot } from '../../server/boot.ts';
import { readConfig } from '../../server/config.ts';
import { AUTO_CONFIRM_MS } from '../../server/demo-checkout/auto-confirm.ts';
import { demoCheckoutRoutes } from '../../server/demo-checkout/routes.ts';
import { createLogger } from '../../server/logger.ts';

// Closing the server stops its timers with it: a deposit confirmation still to come (and the
// deposit sweep) never runs against the closed database, so closing logs no error.
const ERROR_LEVEL = 50;

describe('closing a booted server', () => {
  it('with a deposit confirmation due, logs no error afterwards', async () => {
    const logged: Array<{ level: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const booted = await boot({
      config: { ...readConfig({}), dataDir: 'memory://', secret: 'test-secret-test-secret-test' },
      logger: createLogger('warn', sink),
    });
    demoCheckoutRoutes(booted.app, booted.services);
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await booted.app.request(`/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-locale': 'en',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { success: boolean; message: string | null; data: never };
    };
    const login = await post('/auth/login', { username: 'demo', password: 'demo123' });
    const { token } = login.data as { token: string };
    // A method without a page: its provider confirms the deposit a moment later.
    const deposit = await post(
      '/payment/deposit',
      { id: 12, target: 'pay', detail: { Amount: 100 } },
      token,
    );
    expect(deposit).toMatchObject({ success: true });

    await booted.close();
    await new Promise((resolve) => setTimeout(resolve, AUTO_CONFIRM_MS + 500));

    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  }, 120_000);
});
