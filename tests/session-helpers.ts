import { login } from '@generated/api/auth/auth';
import type { SessionData } from '@generated/api/model';
import { startSession } from '@/shared/session/session-store';

/** Logs a seeded mock player in through the real call and starts the session. */
export async function logInAs(username = 'demo', password = 'demo123'): Promise<SessionData> {
  const { data } = await login({ username, password });
  if (!data) throw new Error(`the mock backend returned no session for ${username}`);
  startSession(data);
  return data;
}
