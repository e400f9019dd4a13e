import { startTestServer, type TestServer } from './test-server.ts';

// The world of the bonus claim tests (offers, codes, the trial bonus): a server on today's clock
// with demo logged in. The claims are made by players of their own (bonus-players.ts), of the
// seeded offers or of ones a test makes; the trial bonus is asked for as the site asks.
export type BonusWorld = Awaited<ReturnType<typeof startBonusWorld>>;

export async function startBonusWorld() {
  const server = await startTestServer();
  return { server, demo: await server.player('demo', 'demo123') };
}

export const askTrialBonus = (server: TestServer, token: string, locale: 'tr' | 'en' = 'en') =>
  server.call('/bonus/definetrialbonus', undefined, { token, method: 'GET', locale });

/**
 * A new offer of `cents`, named `name` in both languages, with the bonus it gives: for one player
 * or for all, open for good unless it expires.
 */
export async function insertOffer(
  server: TestServer,
  name: string,
  cents: number,
  { playerId = null, expiresAt = null }: { playerId?: number | null; expiresAt?: Date | null } = {},
): Promise<{ id: number }> {
  const { db } = server.services;
  const definition = await db
    .insertInto('bonus_definitions')
    .values({ key: `offer:${name}`, name_tr: name, name_en: name, amount_cents: cents })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('bonus_offers')
    .values({
      definition_id: definition.id,
      player_id: playerId,
      title_tr: name,
      title_en: name,
      description_tr: `<p>${name}</p>`,
      description_en: `<p>${name}</p>`,
      amount_cents: cents,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
