import type { SeedContext } from './seed-context.ts';

// The content data an empty database starts with (filled in with the content handlers).
export async function seedContent(context: SeedContext): Promise<void> {
  void context;
}
