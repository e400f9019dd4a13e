import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Selectable } from 'kysely';
import type { AccountTables } from '../db/tables/accounts.ts';
import type { Translate, Locale } from '../i18n/i18n.ts';
import { hashToken } from '../security/tokens.ts';
import type { Services } from '../services.ts';

// What a handler reads from its request context: the services, the request's language and its
// translator, and the player behind the bearer token. Generated handler contexts type only the
// validated input, so these accessors give the rest its types.
export interface AppVariables {
  services: Services;
  locale: Locale;
  t: Translate;
}
export type AppEnv = { Variables: AppVariables };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

export type PlayerRow = Selectable<AccountTables['players']>;
export interface Authenticated {
  player: PlayerRow;
  sessionId: number;
}

export const servicesOf = (c: AnyContext): Services => c.get('services') as Services;
export const localeOf = (c: AnyContext): Locale => c.get('locale') as Locale;
export const tOf = (c: AnyContext): Translate => c.get('t') as Translate;

function bearerOf(c: AnyContext): string | null {
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return token ?? null;
}

/** The player behind the bearer token, or null (public operations). An ended session is none. */
export async function sessionOf(c: AnyContext): Promise<Authenticated | null> {
  const token = bearerOf(c);
  if (!token) return null;
  const { db } = servicesOf(c);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('players', 'players.id', 'sessions.player_id')
    .selectAll('players')
    .select(['sessions.id as session_id'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.ended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id: sessionId, ...player } = row;
  return { player, sessionId };
}

/** The player behind the bearer token; HTTP 401 (the site logs out) when there is none. */
export async function requireSession(c: AnyContext): Promise<Authenticated> {
  const session = await sessionOf(c);
  if (!session) throw new HTTPException(401, { message: 'sessionEnded' });
  return session;
}
