import type { SeedContext } from './seed-context.ts';

// Player protection starts empty, as in the mock: no player has a limit, a reality check, a
// break or an exclusion, and a player without a protection row has the defaults (checks off,
// never set a deposit limit). The QA scenarios that need a limit set it through the API.
export async function seedProtection(context: SeedContext): Promise<void> {
  void context;
}
