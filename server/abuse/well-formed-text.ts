import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { tOf } from '../http/context.ts';
import { envelopeBody } from '../http/envelope.ts';
import { jsonBodyOf } from './request-body.ts';

// Text the server could not store as it was sent is refused before any handler sees it, with
// HTTP 400 naming the field: a NUL character (PostgreSQL's text cannot hold one and would fail
// the query) or half of a UTF-16 surrogate pair (not a character at all: it would be stored as
// U+FFFD, not as sent). Every string of the JSON body, its keys, and every query value is checked.
const LONE_SURROGATE = /\p{Cs}/u;
const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** The path of the first string in `value` that cannot be stored, or null. */
export function unstorableField(value: unknown, path = ''): string | null {
  const named = (key: string) => (path ? `${path}.${key}` : key);
  if (typeof value === 'string') return storable(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableField(item, named(String(index)));
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!storable(key)) return path || 'body';
    const found = unstorableField(item, named(key));
    if (found !== null) return found;
  }
  return null;
}

export function wellFormedText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A query value given once is named by its parameter alone, as the validator names it.
    const query = Object.entries(c.req.queries()).map(([key, values]) => [
      key,
      values.length === 1 ? values[0] : values,
    ]);
    const field =
      unstorableField(Object.fromEntries(query)) ?? unstorableField(await jsonBodyOf(c));
    if (field === null) return next();
    return c.json(envelopeBody(tOf(c)('common:invalidRequest', { field: field || 'body' })), 400);
  };
}
