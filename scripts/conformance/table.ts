import type { OperationReport, Report } from './run.ts';

/** The one-cell result: `ok`, the first violation (and how many more), or why it was unreachable. */
export function resultText(operation: OperationReport): string {
  if (operation.result === 'unreachable') return `unreachable: ${operation.reason ?? 'unknown'}`;
  const [first, ...rest] = operation.violations;
  if (!first) return 'ok';
  const more = rest.length > 0 ? ` (+${rest.length} more)` : '';
  return `${first.kind} at ${first.path}: ${first.message}${more}`;
}

export function summaryLine(report: Report): string {
  const { ok, violation, unreachable, total } = report.summary;
  return `${total} operations: ${ok} ok, ${violation} with violations, ${unreachable} unreachable`;
}

/**
 * The report as a table that fits `width` columns: one row per operation in the order run; a long
 * result wraps inside its column. Then the notes and the summary line.
 */
export function formatReport(report: Report, width = 100): string {
  const rows = report.operations.map((operation) => ({
    name: operation.operationId,
    call: `${operation.method} ${operation.path}`,
    status: operation.status === null ? '-' : String(operation.status),
    result: resultText(operation),
  }));
  const header = { name: 'operation', call: '', status: 'status', result: 'result' };
  const nameWidth = Math.max(header.name.length, ...rows.map((row) => row.name.length));
  const callWidth = Math.max(0, ...rows.map((row) => row.call.length));
  const statusWidth = header.status.length;
  const lead = nameWidth + 1 + callWidth + 2 + statusWidth + 2;
  const resultWidth = Math.max(20, width - lead);
  const line = (name: string, call: string, status: string, result: string) =>
    `${name.padEnd(nameWidth)} ${call.padEnd(callWidth)}  ${status.padEnd(statusWidth)}  ${result}`.trimEnd();
  const out = [
    `Conformance of ${report.baseUrl} to generated/openapi.yaml (${report.startedAt})`,
    '',
    line(header.name, header.call, header.status, header.result),
    '-'.repeat(Math.min(width, lead + resultWidth)),
  ];
  for (const row of rows) {
    const [first = '', ...rest] = wrap(row.result, resultWidth);
    out.push(line(row.name, row.call, row.status, first));
    for (const more of rest) out.push(`${' '.repeat(lead)}${more}`);
  }
  out.push('');
  for (const note of report.notes) out.push(...wrap(`Note: ${note}`, width));
  out.push(summaryLine(report));
  return `${out.join('\n')}\n`;
}

/** Word-wraps `text` to `width`; words longer than a line are cut. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    let rest = word;
    while (rest.length > width) {
      if (current) lines.push(current);
      current = '';
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!current) current = rest;
    else if (current.length + 1 + rest.length <= width) current = `${current} ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}
