import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

// Prints the fault matrix (e2e/fault-matrix.spec.ts) at the end of a run: journeys by faults,
// each cell passed or failed, and the count of cells passed. Cells are the tests annotated
// `fault-cell` with "journey|fault".
function cellOf(test: TestCase): [string?, string?] {
  const cell = test.annotations.find((annotation) => annotation.type === 'fault-cell');
  const [journey, fault] = cell?.description?.split('|') ?? [];
  return [journey, fault];
}

export default class FaultMatrixReporter implements Reporter {
  private readonly cells = new Map<string, Map<string, string>>();
  private readonly faults: string[] = [];
  private ran = 0;

  // Rows and columns in the order the spec files declare them, whatever order the cells run in.
  onBegin(_config: FullConfig, suite: Suite): void {
    for (const test of suite.allTests()) {
      const [journey, fault] = cellOf(test);
      if (!journey || !fault) continue;
      if (!this.faults.includes(fault)) this.faults.push(fault);
      if (!this.cells.has(journey)) this.cells.set(journey, new Map());
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const [journey, fault] = cellOf(test);
    if (!journey || !fault) return;
    this.ran += 1;
    const row = this.cells.get(journey) ?? new Map<string, string>();
    // A retried cell keeps its last outcome.
    row.set(fault, result.status === 'passed' ? 'pass' : result.status.toUpperCase());
    this.cells.set(journey, row);
  }

  onEnd(): void {
    if (this.ran === 0) return;
    // A cell that did not run (filtered out by --grep, say) shows as '-'.
    const journeyWidth = Math.max(...[...this.cells.keys()].map((name) => name.length), 7);
    const widths = this.faults.map((fault) => Math.max(fault.length, 7));
    const line = (first: string, rest: string[]) =>
      [first.padEnd(journeyWidth), ...rest.map((text, index) => text.padEnd(widths[index] ?? 7))]
        .join(' | ')
        .trimEnd();
    const all = [...this.cells.values()].flatMap((row) => [...row.values()]);
    const passed = all.filter((outcome) => outcome === 'pass').length;
    const rows = [
      '',
      'Fault matrix (journeys × faults):',
      line('journey', this.faults),
      line(
        '-'.repeat(journeyWidth),
        widths.map((width) => '-'.repeat(width)),
      ),
      ...[...this.cells].map(([journey, row]) =>
        line(
          journey,
          this.faults.map((fault) => row.get(fault) ?? '-'),
        ),
      ),
      `${passed} of ${all.length} cells passed.`,
      '',
    ];
    console.log(rows.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
