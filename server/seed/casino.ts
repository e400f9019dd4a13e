import type { SeedContext } from './seed-context.ts';

// The casino data an empty database starts with (filled in with the casino handlers).
export async function seedCasino(context: SeedContext): Promise<void> {
  void context;
}
