import { demoPlayers } from '../mocks/data/demo-players.ts';
import { readConfig } from './config.ts';
import { listen } from './listen.ts';
import { createLogger } from './logger.ts';
import { startRealityChecks } from './realtime-checks/reality-checks.ts';
import { mountPages } from './site/mount-pages.ts';

// `npm start` (after `vite build`): the site, ./api, the ./hub WebSocket and the demo providers
// on one origin, over the embedded database in .data/ (or PostgreSQL with DATABASE_URL).
const config = readConfig();
const logger = createLogger(config.logLevel);
const server = await listen({ config, logger, extra: mountPages });
const { booted } = server;
// The server decides when a reality check is due and pushes it; the page's timer is a fallback.
const realityChecks = startRealityChecks(booted.services);
logger.info(
  {
    engine: booted.database.engine,
    migrations: booted.applied,
    seeded: booted.seeded,
    hubNode: booted.fanOut?.node,
  },
  'database ready',
);
console.log(`\n  Casino site and server: ${server.url}/`);
if (!config.production) {
  console.log(
    `  Demo logins: ${demoPlayers.map((p) => `${p.username} / ${p.password}`).join(', ')}`,
  );
  console.log(`  Codes the server would send by SMS or mail: ${server.url}/dev/outbox\n`);
}

async function stop(signal: string) {
  logger.info({ signal }, 'stopping');
  realityChecks.stop();
  await server.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
