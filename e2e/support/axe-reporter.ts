import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Prints how many pages, dialogs and panels axe checked (the tests annotated `axe`) and how many
// of them failed, at the end of a run.
export default class AxeReporter implements Reporter {
  private readonly outcomes = new Map<string, { target: string; passed: boolean }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const target = test.annotations.find((annotation) => annotation.type === 'axe')?.description;
    // A retried check keeps its last outcome.
    if (target) this.outcomes.set(test.id, { target, passed: result.status === 'passed' });
  }

  onEnd(_result: FullResult): void {
    if (this.outcomes.size === 0) return;
    const counts = new Map<string, { checked: number; failed: number }>();
    for (const { target, passed } of this.outcomes.values()) {
      const count = counts.get(target) ?? { checked: 0, failed: 0 };
      count.checked += 1;
      if (!passed) count.failed += 1;
      counts.set(target, count);
    }
    const parts = [...counts].map(
      ([target, { checked, failed }]) => `${checked} ${target}s (${failed} failed)`,
    );
    console.log(`\naxe checked ${parts.join(', ')}.\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
