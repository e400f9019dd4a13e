import { login } from '@generated/api/auth/auth';
import type { SessionData } from '@generated/api/model';
import { demoPlayers, findPlayer } from '@mocks/db';
import { sessionDataOf } from '@mocks/handlers/session-data';
import { startSession } from '@/shared/session/session-machine';

/** The mock database's QA accounts (mocks/db.ts). */
export type SeededPlayer = (typeof demoPlayers)[number]['username'];

/** Logs a seeded mock player in through the real call and starts the session. */
export async function logInAs(username: SeededPlayer = 'demo'): Promise<SessionData> {
  const seeded = demoPlayers.find((player) => player.username === username);
  if (!seeded) throw new Error(`the mock database seeds no player ${username}`);
  const { data } = await login({ username, password: seeded.password });
  if (!data) throw new Error(`the mock backend returned no session for ${username}`);
  startSession(data);
  return data;
}

/** A seeded player's authData as the site stores it, with `changes` over it. */
export function storedSessionOf(username: SeededPlayer, changes: Partial<SessionData> = {}) {
  const player = findPlayer(username);
  if (!player) throw new Error(`the mock database seeds no player ${username}`);
  return { ...sessionDataOf(player), fingerprint: '', ...changes };
}
