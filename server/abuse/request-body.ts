import type { Context } from 'hono';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The request's JSON body as the operation's validator will read it (Hono keeps the text, so it
 * is read from the network once), or undefined when it is not JSON or cannot be parsed: the
 * validator then answers 400 itself.
 */
export async function jsonBodyOf(c: AnyContext): Promise<unknown> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(type)) return undefined;
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return undefined;
  }
}
