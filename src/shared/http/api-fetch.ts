import { storedLanguage } from '@/shared/i18n/language';
import { endSession, getSessionToken } from '@/shared/session/session-machine';
import { readString, storageKeys } from '@/shared/store/local-store';
import { actionFor } from './action-keys';
import { ApiError } from './api-error';
import { checkResponse } from './response-check';

// The HTTP mutator of every generated call (orval `override.mutator`), and the only `fetch` in src/.
// Paths in the contract are relative to its server `./api`, which lives at the site's base.
const API_BASE = `${import.meta.env.BASE_URL}api`;

interface Envelope {
  success: boolean;
  message: string | null;
}

function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean'
  );
}

function requestHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('x-locale', storedLanguage());
  // Every call carries the device fingerprint; it is empty only until the first one is stored.
  headers.set('x-fingerprint', readString(storageKeys.fingerprint) ?? '');
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The site's one `fetch`: the mutator below, and a document that is not an API call (a provider's
 * game page on the site's launch path, src/features/play/use-game-launch.ts).
 */
export const send = (target: URL | string, init: RequestInit) => fetch(target, init);

// A request that carries an Idempotency-Key is safe to send again: when its answer is lost on the
// way (the connection drops), it is resent with the same key after these pauses, and the server
// answers the repeat without acting twice. Other requests are sent once.
const RESEND_AFTER_MS = [400, 1200];

async function sendKeyed(target: URL, init: RequestInit, keyed: boolean): Promise<Response> {
  for (const pause of keyed ? RESEND_AFTER_MS : []) {
    try {
      return await send(target, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  return send(target, init);
}

export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const target = new URL(`${API_BASE}${url}`, globalThis.location.origin);
  const headers = requestHeaders(init);
  const action = actionFor(method, url.split('?')[0] ?? url, init.body);
  if (action) headers.set('Idempotency-Key', action.key);

  let response: Response;
  try {
    response = await sendKeyed(target, { ...init, method, headers }, action !== null);
  } catch (cause) {
    // Cancellation is react-query's business, not an error to show.
    if (init.signal?.aborted) throw cause;
    throw new ApiError('network', { cause });
  }

  // Any answer below 500 is the action's own; after a server error it may still have happened.
  if (response.status < 500) action?.settle();
  const body = await readBody(response);
  const serverMessage = isEnvelope(body) ? body.message : null;

  // A 401 from any call ends the session (once, however many calls fail together).
  if (response.status === 401) {
    void endSession('unauthorized');
    throw new ApiError('unauthorized', { status: 401, serverMessage, body });
  }
  if (!response.ok) {
    throw new ApiError('http', { status: response.status, serverMessage, body });
  }

  await checkResponse({ method, url, status: response.status, body });

  if (!isEnvelope(body)) {
    throw new ApiError('contract', { status: response.status, body });
  }
  if (!body.success) {
    throw new ApiError('rejected', { status: response.status, serverMessage, body });
  }
  return body as T;
}

// orval types every generated hook's error with these: all calls throw ApiError (api-error.ts).
export type ErrorType<_Body> = ApiError;
export type BodyType<Body> = Body;
