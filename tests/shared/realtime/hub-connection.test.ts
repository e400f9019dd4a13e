import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { HUB_EVENT, hubSettings } from '@generated/hub';
import { hubUrl, startHubConnection } from '@/shared/realtime/hub-connection';
import { realtimeRetryPolicy } from '@/shared/realtime/retry-policy';
import { hubToken, notification, recordHubEvents, started } from './fake-signalr';

vi.mock('@microsoft/signalr', () => import('./fake-signalr').then((m) => m.signalr));
vi.mock('@generated/api/auth/auth', () => import('./fake-signalr').then((m) => m.auth));

const events = recordHubEvents();

// The contract's x-fingerprint of the hub address: a fixed placeholder.
const PLACEHOLDER = '00000000000000000000000000000000';

describe('hubUrl', () => {
  it('resolves the relative hub path against the site and adds the query parameters', () => {
    expect(
      hubUrl('./hub/frnotify', { 'x-fingerprint': 'fp 1' }, 'https://casino.example/tr/'),
    ).toBe('https://casino.example/tr/hub/frnotify?x-fingerprint=fp+1');
    expect(hubUrl('/hub/frnotify', { 'x-fingerprint': 'abc' }, 'http://localhost:5173/')).toBe(
      'http://localhost:5173/hub/frnotify?x-fingerprint=abc',
    );
  });

  it("is the site's hub on a deep page too, not one under the page's path", () => {
    window.history.pushState({}, '', '/dashboard/deposit');
    expect(hubUrl('./hub/frnotify', { 'x-fingerprint': 'fp' })).toBe(
      `${window.location.origin}/hub/frnotify?x-fingerprint=fp`,
    );
    window.history.pushState({}, '', '/');
  });
});

describe('startHubConnection', () => {
  it("builds the connection with the contract's settings", async () => {
    const handle = startHubConnection({ token: 'tok-1' });
    const { builder } = await started();
    const expectedUrl = new URL('./hub/frnotify', `${window.location.origin}/`);
    expectedUrl.searchParams.set('x-fingerprint', PLACEHOLDER);
    expect(builder.url).toBe(expectedUrl.href);
    expect(builder.options).toMatchObject({ skipNegotiation: true, transport: 1 });
    const tokenFactory = builder.options['accessTokenFactory'] as () => Promise<string>;
    // The hub gets a short-lived token of its own, never the session's.
    await expect(tokenFactory()).resolves.toBe('hub-token-1');
    hubToken.mockResolvedValueOnce({ success: false, message: 'Oturum yok.', data: null });
    await expect(tokenFactory()).rejects.toThrow('Oturum yok.');
    expect(builder.retryPolicy).toBe(realtimeRetryPolicy);
    expect(builder.serverTimeout).toBe(30_000);
    expect(builder.keepAlive).toBe(15_000);
    expect(builder.statefulReconnect).toEqual({ bufferSize: 100_000 });
    expect(builder.options['timeout']).toBe(100_000);
    expect(builder.logLevel).toBe(6);
    await handle.stop();
  });

  it("sends the contract's fixed x-fingerprint placeholder, not the device's fingerprint", async () => {
    localStorage.setItem('fingerprint', 'device-fingerprint-1');
    const handle = startHubConnection({ token: 't' });
    const { builder } = await started();
    expect(new URL(builder.url).searchParams.get('x-fingerprint')).toBe(PLACEHOLDER);
    expect(builder.url).not.toContain('device-fingerprint-1');
    await handle.stop();
  });

  it("the library's fixed long-poll time-out and negotiate-redirect limit are the contract's", () => {
    // @microsoft/signalr takes neither as an option: an upgrade that changes them fails here.
    const library = join(process.cwd(), 'node_modules/@microsoft/signalr/dist/esm');
    const connection = readFileSync(join(library, 'HttpConnection.js'), 'utf8');
    const longPolling = readFileSync(join(library, 'LongPollingTransport.js'), 'utf8');
    expect(connection).toMatch(
      new RegExp(`MAX_REDIRECTS = ${hubSettings.negotiateRedirectLimit};`),
    );
    expect(longPolling).toMatch(
      new RegExp(`const pollOptions = \\{[^}]*timeout: ${hubSettings.longPollTimeoutMs},`),
    );
  });

  it('uses a configured hub url', async () => {
    const handle = startHubConnection({ url: 'https://rt.example/hub/frnotify', token: 't' });
    const { builder } = await started();
    expect(builder.url).toBe(`https://rt.example/hub/frnotify?x-fingerprint=${PLACEHOLDER}`);
    await handle.stop();
  });

  it('republishes NotifyMessage invocations, both forms, and drops malformed ones', async () => {
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    const receive = connection.handlers.get(HUB_EVENT);
    expect(receive).toBeTypeOf('function');
    receive?.('Notification', notification);
    receive?.({ cmd: 'Notification', message: { ...notification, id: 8, type: 'bonus' } });
    receive?.('Notification', { id: 'broken' });
    receive?.('BalanceChanged', { amount: 3 });
    expect(events).toEqual([
      { kind: 'notification', notification: expect.objectContaining({ id: 7, kind: 'deposit' }) },
      { kind: 'notification', notification: expect.objectContaining({ id: 8, kind: 'bonus' }) },
      { kind: 'command', command: 'BalanceChanged', message: { amount: 3 } },
    ]);
    await handle.stop();
  });

  it('publishes disconnect on close and reconnected on reconnect', async () => {
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    connection.reconnectedHandlers.forEach((handler) => handler('conn-2'));
    connection.closeHandlers.forEach((handler) => handler(new Error('server timeout')));
    connection.closeHandlers.forEach((handler) => handler());
    expect(events).toEqual([
      { kind: 'reconnected', message: 'conn-2' },
      { kind: 'disconnect', message: 'server timeout' },
      { kind: 'disconnect', message: null },
    ]);
    await handle.stop();
  });
});
