import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { ZodType } from 'zod';
import { servicesOf, tOf } from './context.ts';
import { envelopeBody } from './envelope.ts';

// The validators the generated routes use (generated/server/validator.ts re-exports this one in
// place of orval's): a request that breaks its schema gets HTTP 400 in the contract's envelope
// with a translated message naming the field; an answer that breaks its schema is a defect, is
// logged with the operation and the schema's complaint, and the player gets a 500 envelope
// instead: a wrong answer is never sent.
type Target = 'json' | 'query' | 'param' | 'header' | 'form' | 'cookie' | 'response';

export function zValidator(target: Target, schema: ZodType): MiddlewareHandler {
  if (target === 'response') return answerCheck(schema);
  return validator(target, async (value, c) => {
    let result = await schema.safeParseAsync(value);
    // Query values arrive as text. When the text alone does not fit, numbers are read from their
    // digits (the contract's numeric enumerations, page numbers) and tried once more; a field
    // that is text by contract ("777" as a search) passed the first time and stays text.
    if (!result.success && target === 'query')
      result = await schema.safeParseAsync(numbersOf(value));
    if (result.success) return result.data;
    const field = result.error.issues[0]?.path.join('.') || target;
    return c.json(envelopeBody(tOf(c)('common:invalidRequest', { field })), 400);
  });
}

function answerCheck(schema: ZodType): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('json')) return;
    const body: unknown = await c.res.clone().json();
    const result = await schema.safeParseAsync(body);
    if (result.success) return;
    servicesOf(c).logger.error(
      { operation: c.req.path, issues: result.error.issues.slice(0, 5) },
      'answer breaks its schema',
    );
    c.res = undefined;
    c.res = c.json(envelopeBody(tOf(c)('common:serverError')), 500);
  };
}

function numbersOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && /^-?\d+(\.\d+)?$/.test(item) ? Number(item) : item,
    ]),
  );
}
