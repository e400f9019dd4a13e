import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { login, logout } from '@generated/api/auth/auth';
import { getLoginMockHandler } from '@generated/api/auth/auth.msw';
import { getBalance } from '@generated/api/user/user';
import { getGetBalanceMockHandler } from '@generated/api/user/user.msw';
import { mockServer } from '@mocks/node';
import { ApiError } from '@/shared/http/api-error';
import { pageReload } from '@/shared/navigation/page-reload';
import { getSessionState } from '@/shared/session/session-machine';
import { logInAs } from '../../session-helpers';

const demo = { username: 'demo', password: 'demo123' };

async function captureRequest(call: () => Promise<unknown>): Promise<Request> {
  let captured: Request | undefined;
  mockServer.events.on('request:start', ({ request }) => {
    captured ??= request.clone();
  });
  await call().catch(() => undefined);
  mockServer.events.removeAllListeners();
  if (!captured) throw new Error('no request was sent');
  return captured;
}

describe('the HTTP mutator', () => {
  it('sends calls under ./api with JSON headers, x-locale and x-fingerprint', async () => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('fingerprint', 'fp-123');
    const request = await captureRequest(() => login(demo));
    expect(new URL(request.url).pathname).toBe('/api/auth/login');
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('x-locale')).toBe('en');
    expect(request.headers.get('x-fingerprint')).toBe('fp-123');
    expect(request.headers.get('authorization')).toBeNull();
    expect(await request.json()).toEqual(demo);
  });

  it('defaults x-locale to tr and sends an empty x-fingerprint until one is stored', async () => {
    const request = await captureRequest(() => login(demo));
    expect(request.headers.get('x-locale')).toBe('tr');
    expect(request.headers.get('x-fingerprint')).toBe('');
  });

  it('sends the bearer token once logged in', async () => {
    const session = await logInAs();
    const request = await captureRequest(() => getBalance());
    expect(request.headers.get('authorization')).toBe(`Bearer ${session.token}`);
  });

  it('returns the envelope when success is true', async () => {
    const answer = await login(demo);
    expect(answer).toMatchObject({ success: true, data: { username: 'demo' } });
  });

  it('throws ApiError with the server message when success is false', async () => {
    const error = await login({ username: 'demo', password: 'wrong1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'rejected',
      serverMessage: 'Kullanıcı adı veya şifre hatalı.',
    });
  });

  it('throws a network ApiError when the server cannot be reached', async () => {
    mockServer.use(
      getLoginMockHandler(() => {
        throw HttpResponse.error();
      }),
    );
    const error = await login(demo).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'network' });
  });

  it('throws an http ApiError carrying the server message on a 500', async () => {
    mockServer.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ success: false, message: 'Bakım çalışması' }, { status: 500 }),
      ),
    );
    const error = await login(demo).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 500, serverMessage: 'Bakım çalışması' });
  });

  it('fails loudly when an answer breaks the contract', async () => {
    mockServer.use(
      getLoginMockHandler({ success: true, message: null, data: { token: 42 } } as never),
    );
    const error = await login(demo).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'contract' });
    expect(String((error as ApiError).cause)).toContain('/auth/login');
  });

  it('fails loudly on an answer without the envelope', async () => {
    mockServer.use(http.get('*/api/auth/logout', () => HttpResponse.json([1, 2, 3])));
    await expect(logout()).rejects.toMatchObject({ kind: 'contract' });
  });

  it('ends the session once, however many calls answer 401 together', async () => {
    await logInAs();
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const logouts = vi.fn();
    mockServer.use(
      getGetBalanceMockHandler(() => {
        throw HttpResponse.json({ success: false, message: 'expired' }, { status: 401 });
      }),
      http.get('*/api/auth/logout', () => {
        logouts();
        return HttpResponse.json({ success: true, message: null, data: null });
      }),
    );
    const results = await Promise.allSettled([getBalance(), getBalance(), getBalance()]);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.kind)).toEqual([
      'unauthorized',
      'unauthorized',
      'unauthorized',
    ]);
    await vi.waitFor(() =>
      expect(getSessionState()).toEqual({ phase: 'ended', reason: 'unauthorized' }),
    );
    expect(logouts).toHaveBeenCalledTimes(1);
  });
});
