import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/database.ts';
import { checkInvariants } from '../../server/money/invariants.ts';
import { registerRequest, sessionTokenOf } from '../lib/server-client.ts';
import { postgresAdminUrl } from '../postgres/cluster.ts';
import { createDatabase, dropDatabase } from '../postgres/databases.ts';
import { newJournal } from './journal.ts';
import { Tab, type Player } from './player-client.ts';
import { printFigures, type Run } from './report.ts';
import { apiCall, newCounters, Requester } from './requests.ts';
import { ServerProcess } from './server-process.ts';
import { verifyJournal } from './verify.ts';

// `npm run crash:server`: the reference server on a fresh PostgreSQL database, under a load of
// spins, deposits and withdrawals from several players with two tabs each, killed with SIGKILL at
// random moments and started again each time; the clients send again, with the same keys, what
// got no answer. Afterwards every invariant of the money holds and every answer of success is in
// the database, once. Prints the figures; exits 1 on any violation. Needs PostgreSQL: PG_ADMIN_URL,
// else a throwaway cluster when PostgreSQL 15 is installed. Options: --seconds (of load, 45),
// --kills (5), --players (4), --keep (the database is not dropped); CRASH_PORT (4370) is where
// the server listens.
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '45' },
    kills: { type: 'string', default: '5' },
    players: { type: 'string', default: '4' },
    keep: { type: 'boolean', default: false },
  },
});
const loadMs = Number(values.seconds) * 1000;
const kills = Number(values.kills);
const playerCount = Number(values.players);
/** The games each of a player's two tabs plays: one through the wallet, one through its page. */
const TAB_GAMES = [
  { walletGame: 'dt-3-7', pageGame: 'dt-9-2' },
  { walletGame: 'dt-10-3', pageGame: 'dt-10-6' },
];

const started = Date.now();
const postgres = await postgresAdminUrl();
if (!postgres) {
  console.error('crash loop: needs PostgreSQL (set PG_ADMIN_URL, or install PostgreSQL 15).');
  process.exit(1);
}
const name = `crash_${Date.now().toString(36)}_${process.pid}`;
const databaseUrl = await createDatabase(postgres.adminUrl, name);
const secret = randomBytes(32).toString('base64url');
const server = new ServerProcess({
  port: Number(process.env.CRASH_PORT ?? 4370),
  databaseUrl,
  secret,
});
const counters = newCounters();
const journal = newJournal();
const run: Run = {
  counters,
  journal,
  kills: [],
  violations: [],
  serverErrors: [],
  timings: {},
};
/** Set when the load is over: the tabs finish what they are doing and stop, the killer too. */
let stopped = false;

async function register(index: number): Promise<Player> {
  const username = `crash${index + 1}`;
  const request = registerRequest({
    name: 'Çarpışma',
    surname: 'Testi',
    username,
    email: `${username}@example.com`,
    phone: `9055500000${index}`,
    password: 'Crash2026!',
  });
  const answer = await new Requester(server.url, counters).send(apiCall(request));
  const token = sessionTokenOf(answer?.body);
  if (!token) throw new Error(`registering ${username}: ${JSON.stringify(answer)}`);
  return { username, token, deposits: 0, withdrawals: 0, cancellable: [] };
}

/** Kills the server at a random moment of each of `kills` equal parts of the load; restarts it. */
async function killer(loadStarted: number): Promise<void> {
  const part = loadMs / kills;
  for (let index = 0; index < kills; index += 1) {
    const moment = loadStarted + part * (index + 0.2 + 0.6 * Math.random());
    await delay(Math.max(0, moment - Date.now()));
    // Only after a failure: the load otherwise lasts until the last kill's restart.
    if (stopped) return;
    const killedAt = Date.now();
    const cutOff = counters.inFlight;
    await server.kill();
    await server.start();
    run.kills.push({ atMs: killedAt - loadStarted, downMs: Date.now() - killedAt, cutOff });
  }
}

/** A 5xx answer: a player would have seen an error where the money needed an answer. */
const serverFailures = () =>
  Object.entries(counters.serverErrors).map(
    ([path, count]) => `${path} answered ${count} time(s) with a 5xx status`,
  );

try {
  await server.start();
  run.timings.setupMs = Date.now() - started;
  const players = await Promise.all(
    Array.from({ length: playerCount }, (_, index) => register(index)),
  );
  const loadStarted = Date.now();
  const tabs = players.flatMap((player) =>
    TAB_GAMES.map((games) =>
      new Tab({
        player,
        requester: new Requester(server.url, counters),
        journal,
        secret,
        ...games,
        stopped: () => stopped,
      }).run(),
    ),
  );
  // The load ends when its time is up and the last kill's server is up again, whichever is later:
  // on a busy machine a restart can take seconds, and every kill must happen under load.
  const killing = killer(loadStarted);
  const stop = Promise.all([killing, delay(loadMs)]).then(() => {
    stopped = true;
  });
  await Promise.all([killing, stop, ...tabs]);
  run.timings.loadMs = Date.now() - loadStarted;
  await server.stop();
  run.serverErrors = server.loggedErrors();

  const checking = Date.now();
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    run.violations.push(...(await checkInvariants(database.db)));
    run.timings.invariantsMs = Date.now() - checking;
    run.violations.push(...(await verifyJournal(database.db, journal)));
    run.violations.push(...serverFailures());
    run.timings.checksMs = Date.now() - checking;
  } finally {
    await database.close();
  }
} catch (error) {
  stopped = true;
  run.violations.push(`the crash loop stopped: ${(error as Error).stack ?? String(error)}`);
} finally {
  await server.stop();
  if (values.keep) console.log(`kept the database: ${databaseUrl}`);
  else await dropDatabase(postgres.adminUrl, name, { force: true });
  await postgres.stop();
}
run.timings.totalMs = Date.now() - started;
printFigures(run, { database: name, players: playerCount, tabs: TAB_GAMES.length });
// Exit now: after a failure some tab may still be retrying against the stopped server.
process.exit(run.violations.length > 0 ? 1 : 0);
