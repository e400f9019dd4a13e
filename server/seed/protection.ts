import type { SeedContext } from './seed-context.ts';

// The protection data an empty database starts with (filled in with the protection handlers).
export async function seedProtection(context: SeedContext): Promise<void> {
  void context;
}
