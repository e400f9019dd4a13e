import type { RegisterRequest } from '@generated/api/model';

// A script's requests to the server's API, made as the site makes them, whatever HTTP client
// sends them (the bench's pooled node:http, the crash loop's retrying fetch): operations live
// under /api, messages come in English, a session is a bearer token and a money operation
// carries an idempotency key. A new player registers with what the sign-up form sends, and the
// answer's envelope carries the player's session token.
export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** JSON; none for a GET. */
  body?: string;
}

export interface ApiCall {
  /** Posted as JSON; without one, the operation is a GET. */
  body?: unknown;
  token?: string;
  idempotencyKey?: string;
}

export function apiRequest(path: string, call: ApiCall = {}): ApiRequest {
  const post = call.body !== undefined;
  return {
    method: post ? 'POST' : 'GET',
    path: `/api${path}`,
    headers: {
      'x-locale': 'en',
      ...(post ? { 'content-type': 'application/json' } : {}),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.idempotencyKey ? { 'idempotency-key': call.idempotencyKey } : {}),
    },
    ...(post ? { body: JSON.stringify(call.body) } : {}),
  };
}

export type NewPlayer = Pick<
  RegisterRequest,
  'name' | 'surname' | 'username' | 'email' | 'phone' | 'password'
>;

/** A new player's sign-up, born on 17 May 1990, in Turkey, playing in lira, with no trial bonus. */
export function registerRequest(player: NewPlayer): ApiRequest {
  const body: RegisterRequest = {
    ...player,
    country: 1,
    currencyId: 1,
    birthDate: '1990-05-17',
    birthDateDay: '17',
    birthDateMonth: '05',
    birthDateYear: '1990',
    trialBonus: false,
    password2: player.password,
  };
  return apiRequest('/auth/register', { body });
}

/** The session token a registration or a login answered; null for a refusal. */
export function sessionTokenOf(json: unknown): string | null {
  const token = (json as { data?: { token?: unknown } } | null)?.data?.token;
  return typeof token === 'string' ? token : null;
}
