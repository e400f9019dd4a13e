import type { CasinoApi } from './casino-api.ts';

// The players the bench plays, made as new players make themselves: registered through the API
// (the answer is a session), funded with one deposit that the demo payment provider confirms on
// its own a moment later, and with the demo slot launched (a game session token). Registration
// hashes a password (argon2id, some 19 MiB each), so a few are made at a time.
export interface BenchPlayer {
  username: string;
  token: string;
  gameToken: string;
}

/** Enough for thousands of spins of 10 lira at the slot's 5/6 return: no one runs dry. */
export const FUNDING_LIRA = 50_000;
const AT_ONCE = 8;
const FUNDED_WITHIN_MS = 30_000;

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += AT_ONCE)
    results.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(work))));
  return results;
}

export async function preparePlayers(api: CasinoApi, count: number): Promise<BenchPlayer[]> {
  const run = Date.now().toString(36);
  const names = Array.from({ length: count }, (_, index) => `bench${run}n${index}`);
  const players = await inBatches(names, async (username) => {
    const token = await api.register(username);
    await api.deposit(token, FUNDING_LIRA);
    return { username, token, gameToken: await api.launch(token) };
  });
  // Wait for the provider's confirmations: every wallet funded before the first level.
  const deadline = Date.now() + FUNDED_WITHIN_MS;
  for (const player of players) {
    while ((await api.balance(player.token)) < FUNDING_LIRA) {
      if (Date.now() > deadline)
        throw new Error(`${player.username}'s deposit was not confirmed in time`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return players;
}
