import type { SeedContext } from './seed-context.ts';

// The history data an empty database starts with (filled in with the history handlers).
export async function seedHistory(context: SeedContext): Promise<void> {
  void context;
}
