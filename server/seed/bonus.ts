import type { SeedContext } from './seed-context.ts';

// The bonus data an empty database starts with (filled in with the bonus handlers).
export async function seedBonus(context: SeedContext): Promise<void> {
  void context;
}
