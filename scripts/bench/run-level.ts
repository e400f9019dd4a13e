import { CallFailed, casinoApi, type Call } from './casino-api.ts';
import { cpuShares, cpuSnapshot, type CpuShares } from './cpu.ts';
import type { HttpClient } from './http-client.ts';
import { pickAction, play } from './mix.ts';
import type { BenchPlayer } from './players.ts';

// One level of load: `clients` callers, each acting as soon as its previous action was answered
// (no pause: the level measures what the server does at that concurrency), for `seconds`. Each
// caller plays its own share of the players in turn, so no two callers act for one player at
// once, as one person does one thing at a time: what serializes them is the server's, not the
// bench's. An action started before the end is finished and counted.
export interface LevelResult {
  clients: number;
  /** Wall time from the first call to the last answer. */
  seconds: number;
  calls: Call[];
  spins: number;
  errors: number;
  /** Each distinct failure and how often it came. */
  failures: Map<string, number>;
  cpu: CpuShares;
}

export async function runLevel(options: {
  client: HttpClient;
  walletKey: Buffer;
  serverPid: number;
  /** PostgreSQL's backends serving the server now (none on the embedded engine). */
  databasePids: () => Promise<number[]>;
  players: readonly BenchPlayer[];
  clients: number;
  seconds: number;
}): Promise<LevelResult> {
  const { players, clients } = options;
  const calls: Call[] = [];
  const api = casinoApi(options.client, options.walletKey, (call) => calls.push(call));
  let spins = 0;
  const pidsBefore = await options.databasePids();
  const before = cpuSnapshot([options.serverPid, ...pidsBefore]);
  const end = before.at + options.seconds * 1000;

  async function caller(index: number) {
    const own = players.filter((_, position) => position % clients === index);
    const mine = own.length ? own : [players[index % players.length] as BenchPlayer];
    for (let turn = 0; performance.now() < end; turn++) {
      const player = mine[turn % mine.length] as BenchPlayer;
      try {
        const done = await play(api, player, pickAction());
        spins += done;
      } catch (error) {
        // A failed call is already recorded with its reason; anything else is the bench's bug.
        if (!(error instanceof CallFailed)) throw error;
      }
    }
  }

  await Promise.all(Array.from({ length: clients }, (_, index) => caller(index)));
  const finished = performance.now();
  const pidsAfter = await options.databasePids();
  const after = cpuSnapshot([options.serverPid, ...pidsAfter]);
  const database = [...new Set([...pidsBefore, ...pidsAfter])];
  const failures = new Map<string, number>();
  for (const call of calls) {
    if (call.error === null) continue;
    const failure = `${call.kind}: ${call.error}`;
    failures.set(failure, (failures.get(failure) ?? 0) + 1);
  }
  return {
    clients,
    seconds: (finished - before.at) / 1000,
    calls,
    spins,
    errors: [...failures.values()].reduce((sum, count) => sum + count, 0),
    failures,
    cpu: cpuShares(before, after, { server: options.serverPid, database }),
  };
}
