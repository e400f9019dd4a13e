import type { Services } from '../services.ts';

/** What every seeder gets: the services and the ids of the players seeded so far, by name. */
export interface SeedContext {
  services: Services;
  players: Map<string, number>;
}
