import type { Services } from '../services.ts';

// Whether a player is on a break or self-excluded now, and until when: no login, no play, no
// deposit until then. Written with the protection handlers (placeholder until their tables land).
export async function playBlock(
  services: Services,
  playerId: number,
): Promise<{ kind: 'break' | 'exclusion'; until: Date } | null> {
  void services;
  void playerId;
  return null;
}
