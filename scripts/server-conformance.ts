import { runConformance } from './conformance/run.ts';
import { formatReport } from './conformance/table.ts';
import { startServer } from './server/start-server.ts';

// `npm run conformance:server` (an `npm test` stage): starts the reference server over a fresh
// embedded database and drives every operation of the contract through it. Exit 1 on any
// violation or any operation that could not be reached. Needs the built site (npm run build).
const server = await startServer({ port: Number(process.env.CONFORMANCE_PORT ?? 4177) });
try {
  const report = await runConformance({ baseUrl: `${server.url}/api` });
  process.stdout.write(formatReport(report, 110));
  const { total, ok } = report.summary;
  console.log(`reference server: ${ok} of ${total} operations conform`);
  process.exitCode = ok === total ? 0 : 1;
} finally {
  await server.stop();
}
