// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance, type Report } from '../../scripts/conformance/run.ts';
import { formatReport } from '../../scripts/conformance/table.ts';
import { listOperations, loadYaml } from '../../scripts/lib/contract-doc.ts';
import { freePort, spawnPrism, type PrismProcess } from '../contract/prism-server';

// Run against Prism serving the contract (the first example of every 200 answer), the
// checker reaches every operation and finds no violation. Prism starts once for the file.

const operationCount = listOperations(loadYaml('generated/openapi.yaml')).length;
let prism: PrismProcess | undefined;
let report: Report;

beforeAll(async () => {
  prism = spawnPrism(await freePort());
  await prism.ready(30_000);
  report = await runConformance({ baseUrl: `http://127.0.0.1:${prism.port}` });
}, 90_000);

afterAll(async () => {
  await prism?.stop();
}, 15_000);

describe('conformance checker against Prism serving the contract', () => {
  it('reaches every operation and reports no violation', () => {
    // The table says which operation failed and why, should this ever break.
    const table = formatReport(report);
    expect(report.summary, table).toEqual({
      total: operationCount,
      ok: operationCount,
      violation: 0,
      unreachable: 0,
    });
    for (const operation of report.operations) {
      expect(operation, table).toMatchObject({ result: 'ok', status: 200, violations: [] });
    }
  });

  it('registers and logs in the fresh player, so the session-only operations run', () => {
    expect(report.player).toMatchObject({ registered: true, loggedIn: true });
    expect(report.notes).toEqual([]);
  });
});
