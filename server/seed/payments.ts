import type { SeedContext } from './seed-context.ts';

// The payments data an empty database starts with (filled in with the payments handlers).
export async function seedPayments(context: SeedContext): Promise<void> {
  void context;
}
