import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { securityHeaders } from '../security-headers.ts';
import { startAuditServer } from './audit/audit-server.ts';
import { runAxeAudit } from './audit/axe-audit.ts';
import {
  lighthouseFailures,
  lighthouseTable,
  runLighthouse,
  type LighthousePage,
} from './audit/lighthouse-audit.ts';
import { startPreviewServer, waitForServer } from './lib/preview-server.ts';

// `npm run audit`: builds for production, serves it compressed with the ./api calls answered by the
// contract's examples, and prints Lighthouse (mobile preset) over the pages of issue 17 and
// axe-core over every visitor route and dialog, and over every route as the demo player on the
// mock-mode build with its seeded data (dist-mock, built too unless `--no-build`). `--check` exits
// 1 on an axe violation or a Lighthouse category under its target; `--check-stable` (what `npm
// test` runs) exits 1 only on what does not depend on the machine's load (axe, accessibility / best
// practices / SEO, layout shift) and prints the performance score, FCP, LCP and TBT; `--no-build`
// audits the dist/ that `npm run build` wrote; `--runs N` sets the Lighthouse runs per page
// (median; 3 by default); `--only lighthouse|axe`.

const ROOT = join(import.meta.dirname, '..');
const DIST = process.env.AUDIT_DIST ?? join(ROOT, 'dist');
const PORT = Number(process.env.AUDIT_PORT ?? 4175);
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
// axe also audits every route as the demo player on the mock-mode build, with the mock backend's
// seeded data (lists as long as a real player's): `vite preview` of dist-mock.
const MOCK_DIST = process.env.AUDIT_MOCK_DIST ?? join(ROOT, 'dist-mock');
const MOCK_PORT = Number(process.env.AUDIT_MOCK_PORT ?? PORT + 1);

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'check-stable': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
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
const auditsAxe = values.only !== 'lighthouse';
if (!values['no-build']) {
  const vite = (args: string[]) =>
    execFileSync(VITE, ['build', '--logLevel', 'warn', ...args], { cwd: ROOT, stdio: 'inherit' });
  console.log('audit: building for production...');
  vite([]);
  if (auditsAxe) {
    console.log('audit: building the mock-mode build...');
    vite(['--mode', 'mock', '--outDir', MOCK_DIST]);
  }
}
if (auditsAxe && !existsSync(join(MOCK_DIST, 'mockServiceWorker.js'))) {
  console.error(`audit: no mock-mode build in ${MOCK_DIST} (npm run build:mock makes it)`);
  process.exit(2);
}

// Served with production's security headers: the audit sees what a player's browser enforces.
const server = await startAuditServer({
  distDir: DIST,
  port: PORT,
  headers: securityHeaders({
    mode: 'production',
    html: readFileSync(join(DIST, 'index.html'), 'utf8'),
  }),
});
const failures: string[] = [];
try {
  if (values.only !== 'axe') {
    const rows = await runLighthouse(server.origin, LIGHTHOUSE_PAGES, runs);
    console.log(`\n${lighthouseTable(rows, runs)}`);
    failures.push(...lighthouseFailures(rows, { timing: !values['check-stable'] }));
  }
  if (auditsAxe) {
    const mock = startPreviewServer({ outDir: MOCK_DIST, port: MOCK_PORT });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      await waitForServer(mock.origin);
      const axe = await runAxeAudit({ origin: server.origin, dataOrigin: mock.origin, browser });
      console.log(`\n${axe.table()}`);
      if (axe.totalNodes || axe.errors) {
        failures.push(`axe: ${axe.totalNodes} failing elements, ${axe.errors} not audited`);
      }
    } finally {
      await browser.close();
      mock.stop();
    }
  }
} finally {
  await server.stop();
}

if (failures.length) {
  console.error(`\nAudit failed:\n  ${failures.join('\n  ')}`);
  if (values.check || values['check-stable']) process.exit(1);
}
