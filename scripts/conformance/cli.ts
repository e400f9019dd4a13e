import { writeFileSync } from 'node:fs';
import { CHECK_USAGE, parseCheckArgs } from './args.ts';
import { runConformance } from './run.ts';
import { formatReport } from './table.ts';

// `npm run conformance -- --base-url URL [--report FILE]`: see args.ts for the usage text.
const args = parseCheckArgs(process.argv.slice(2));
if (!args.ok) {
  process.stderr.write(`${args.error}\n\n${CHECK_USAGE}`);
  process.exit(2);
}
const { baseUrl, report: reportFile, timeoutMs } = args.value;
const report = await runConformance({ baseUrl, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
process.stdout.write(formatReport(report, Math.max(100, process.stdout.columns ?? 100)));
if (reportFile !== undefined) {
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`Report written to ${reportFile}\n`);
}
process.exitCode = report.summary.violation > 0 ? 1 : 0;
