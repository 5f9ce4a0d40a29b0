import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The shape of a test file this tally reads: each test's outcome, and whether the file itself failed (an import error). */
interface CountedModule {
  state(): string;
  children: { allTests(): Iterable<{ result(): { state: string } }> };
}

/** Each test's outcome summed; a file that failed without a failed test (it did not load) counts as one failure. */
export function countTests(modules: Iterable<CountedModule>): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const module of modules) {
    let failedHere = 0;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed += 1;
      else if (state === 'skipped') counts.skipped += 1;
      else if (state === 'failed') failedHere += 1;
    }
    if (failedHere === 0 && module.state() === 'failed') failedHere = 1;
    counts.failed += failedHere;
  }
  return counts;
}

/** The plain closing line CI tools read in any language: "vitest: N passed, N failed, N skipped". */
export function countsLine(c: TestCounts): string {
  return `vitest: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
}

/**
 * Prints the run's closing tally, and appends it to TEST_COUNTS_FILE when set, so `npm test`
 * (tests/run.sh) can repeat it as its own last line after the other steps' summaries.
 */
export class TestCountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const line = countsLine(countTests(testModules));
    console.log(line);
    const file = process.env.TEST_COUNTS_FILE;
    if (file) appendFileSync(file, `${line}\n`);
  }
}
