import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startAuditServer } from './audit/audit-server.ts';
import {
  lighthouseFailures,
  lighthouseTable,
  runLighthouse,
  type LighthousePage,
} from './audit/lighthouse-audit.ts';

// `npm run audit`: builds for production, serves it compressed with the ./api calls answered by the
// contract's examples, and prints Lighthouse (mobile preset) over the home page, a casino lobby,
// the promotions and a player's deposit page. `--check` exits 1 on a category under its target;
// `--check-stable` (what `npm test` runs) exits 1 only on what does not depend on the machine's
// load (accessibility / best practices / SEO, layout shift) and prints the performance score,
// FCP, LCP and TBT; `--no-build` audits the dist/ that `npm run build` wrote; `--runs N` sets the
// runs per page (median; 3 by default). The axe checks are Playwright tests (e2e/accessibility).

const ROOT = join(import.meta.dirname, '..');
const DIST = process.env.AUDIT_DIST ?? join(ROOT, 'dist');
const PORT = Number(process.env.AUDIT_PORT ?? 4175);

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'check-stable': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);

const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { path: '/' },
  { path: '/casino/slot' },
  { path: '/promotions' },
  { path: '/dashboard/deposit', player: true },
];

execFileSync('bash', [join(ROOT, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
if (!values['no-build']) {
  console.log('audit: building for production...');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

const server = await startAuditServer({ distDir: DIST, port: PORT });
let failures: string[];
try {
  const rows = await runLighthouse(server.origin, LIGHTHOUSE_PAGES, runs);
  console.log(`\n${lighthouseTable(rows, runs)}`);
  failures = lighthouseFailures(rows, { timing: !values['check-stable'] });
} finally {
  await server.stop();
}

if (failures.length) {
  console.error(`\nAudit failed:\n  ${failures.join('\n  ')}`);
  if (values.check || values['check-stable']) process.exit(1);
}
