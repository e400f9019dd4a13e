import type { Context } from 'hono';

// Every answer is the contract's envelope { success, message, data }. A refusal the player can
// act on (a wrong password, an amount out of bounds) is HTTP 200 with success false and a
// translated message; HTTP 400 is a request that breaks the contract, 401 an ended session.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

export function ok<T>(c: AnyContext, data: T, message: string | null = null) {
  return c.json({ success: true as const, message, data }, 200);
}

export function refuse(c: AnyContext, message: string) {
  return c.json({ success: false as const, message, data: null }, 200);
}

export function envelopeBody(message: string) {
  return { success: false as const, message, data: null };
}
