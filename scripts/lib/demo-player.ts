import type { AuthData } from '@generated/api/model';
import { findPlayer, resetDb } from '../../mocks/db.ts';
import { sessionDataOf } from '../../mocks/handlers/session-data.ts';

// The seeded players' stored sessions, read from the mock backend's database as its login answers
// them, so a script's or a journey's logged-in player is the one the mock serves and cannot drift
// from the seed. The mock build's service worker knows their tokens; the contract's examples
// answer any token.

export type SeededPlayer = 'demo' | 'yeni';

resetDb();
const seeded = Object.fromEntries(
  (['demo', 'yeni'] as const).map((username) => {
    const player = findPlayer(username);
    if (!player) throw new Error(`The mock database seeds no player ${username}`);
    return [username, sessionDataOf(player)];
  }),
) as Record<SeededPlayer, ReturnType<typeof sessionDataOf>>;

/** What the site stores under `authData` for a seeded player on a returning device. */
export function seededSession(username: SeededPlayer, fingerprint = 'fp'): AuthData {
  return { ...seeded[username], fingerprint };
}

/** The demo player (demo / demo123, balance 1.250,75 ₺) logged in on a returning device. */
export const demoPlayerSession: AuthData = seededSession('demo');
