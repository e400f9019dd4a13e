import type { SeedContext } from './seed-context.ts';

// The customer data an empty database starts with (notifications, past sessions).
export async function seedCustomer(context: SeedContext): Promise<void> {
  void context;
}
