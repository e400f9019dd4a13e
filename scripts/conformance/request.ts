// One conformance call as the site makes it, and the session token its answer gives.

import { at, isObj, parametersOf, type Obj } from '../lib/contract-doc.ts';
import { documentedBody, parameterValue } from '../lib/schema-sample.ts';
import type { HttpAnswer } from './http.ts';
import type { Planned, Player } from './plan.ts';

/** Sent as `x-fingerprint`, as the site sends its device fingerprint with every call. */
export const FAKE_FINGERPRINT = 'conformance0000000000000000000000';

/**
 * The documented body with the fresh player's identity: every body that names a user, a phone or
 * an e-mail address names the fresh player's (so no call concerns the people in the examples), and
 * login sends the password registration chose.
 */
function personalise(body: unknown, operationId: string, player: Player): unknown {
  if (!isObj(body)) return body;
  const result: Obj = { ...body };
  if ('username' in result) result.username = player.username;
  if ('email' in result) result.email = player.email;
  if ('phone' in result) result.phone = player.phone;
  if (operationId === 'login') result.password = player.password;
  return result;
}

/** The call of one operation: its documented parameters and body, the player's token. */
export function buildRequest(
  doc: Obj,
  step: Planned,
  player: Player,
  token: string | undefined,
  base: URL,
): { method: string; url: URL; headers: Record<string, string>; body?: string } {
  // The headers the site sends with every call: JSON, its language, its device fingerprint.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-locale': 'tr',
    'x-fingerprint': FAKE_FINGERPRINT,
  };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let path = step.path;
  const query = new URLSearchParams();
  for (const param of parametersOf(doc, step.operation)) {
    if (param.required !== true || typeof param.name !== 'string') continue;
    const value = String(parameterValue(doc, param));
    if (param.in === 'query') query.append(param.name, value);
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value));
  }
  const url = new URL(base.href);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  url.search = query.toString();
  const raw = documentedBody(doc, step.operation);
  if (raw === undefined) return { method: step.method, url, headers };
  headers['content-type'] = 'application/json';
  const body = JSON.stringify(personalise(raw, step.operationId, player));
  return { method: step.method, url, headers, body };
}

/** The token of a register or login answer, or why there is none. */
export function sessionToken(answer: HttpAnswer): { token?: string; why: string } {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { why: `status ${answer.status}, the body is not JSON` };
  }
  const token = at(body, 'data', 'token');
  if (answer.status === 200 && at(body, 'success') === true && typeof token === 'string') {
    return { token, why: '' };
  }
  const message = at(body, 'message');
  const said = typeof message === 'string' ? `: "${message}"` : '';
  return { why: `status ${answer.status}, success ${String(at(body, 'success'))}${said}` };
}
