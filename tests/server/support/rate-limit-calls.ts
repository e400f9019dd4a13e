import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

// Calls of the rate-limit tests, as a client makes them from an address (sent as X-Forwarded-For,
// the server trusting one proxy), and the answers they expect.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface Answer {
  status: number;
  retryAfter: string | null;
  success: boolean;
  message: string | null;
}

let addressCount = 0;
/** An address no other test uses. */
export const freshAddress = () => `198.51.100.${(addressCount += 1)}`;

export interface PostOptions {
  token?: string;
  locale?: 'tr' | 'en';
  address?: string;
  forwardedFor?: string;
}

export async function post(
  server: TestServer,
  path: string,
  body: unknown,
  options: PostOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-locale': options.locale ?? 'en',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const forwarded = options.forwardedFor ?? options.address;
  if (forwarded) headers['x-forwarded-for'] = forwarded;
  const response = await server.app.request(`/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string | null };
  expect(Object.keys(envelope).sort()).toEqual(['data', 'message', 'success']);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    success: envelope.success,
    message: envelope.message,
  };
}

export const login = (
  server: TestServer,
  username: string,
  password: string,
  options: PostOptions = {},
) => post(server, '/auth/login', { username, password }, options);

/** Makes `count` attempts that must each be let through (HTTP 200, refused or not). */
export async function expectLetThrough(count: number, attempt: (index: number) => Promise<Answer>) {
  for (let index = 0; index < count; index += 1)
    expect((await attempt(index)).status, `attempt ${index + 1}`).toBe(200);
}

export function expectTooMany(answer: Answer, retryAfterSeconds: number, message: string) {
  expect(answer).toEqual({
    status: 429,
    retryAfter: String(retryAfterSeconds),
    success: false,
    message,
  });
}

export const LOGIN_EN = (minutes: number) =>
  `Too many failed logins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const LOGIN_TR = (minutes: number) =>
  `Çok fazla hatalı giriş denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
