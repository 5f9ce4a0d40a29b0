import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface RunCounts {
  files: TestCounts;
  tests: TestCounts;
}

/** The shape of a test file this tally reads: each test's outcome, and whether the file itself failed (an import error). */
interface CountedModule {
  state(): string;
  children: { allTests(): Iterable<{ result(): { state: string } }> };
}

const zero = (): TestCounts => ({ passed: 0, failed: 0, skipped: 0 });

/**
 * Each test's outcome summed, and each file's: a file fails when a test in it failed or it did not
 * load (then it also counts as one failed test), is skipped when all its tests were, else passes.
 */
export function countTests(modules: Iterable<CountedModule>): RunCounts {
  const counts: RunCounts = { files: zero(), tests: zero() };
  for (const module of modules) {
    const here = zero();
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') here.passed += 1;
      else if (state === 'skipped') here.skipped += 1;
      else if (state === 'failed') here.failed += 1;
    }
    if (here.failed === 0 && module.state() === 'failed') here.failed = 1;
    counts.tests.passed += here.passed;
    counts.tests.skipped += here.skipped;
    counts.tests.failed += here.failed;
    if (here.failed > 0) counts.files.failed += 1;
    else if (here.passed === 0 && here.skipped > 0) counts.files.skipped += 1;
    else counts.files.passed += 1;
  }
  return counts;
}

/** One line of vitest's own summary: "1 failed | 10 passed | 2 skipped (13)", with the parts that are not zero. */
function tally(c: TestCounts): string {
  const parts = [
    c.failed ? `${c.failed} failed` : '',
    c.passed ? `${c.passed} passed` : '',
    c.skipped ? `${c.skipped} skipped` : '',
  ].filter(Boolean);
  return `${parts.join(' | ') || 'no tests'} (${c.passed + c.failed + c.skipped})`;
}

/**
 * The closing lines: vitest's summary as its default reporter prints it, then the tests' tally as the
 * plain "N passed, N failed, N skipped" line, alone, that CI reads from any runner (it does not read
 * vitest's own summary).
 */
export function countsLines(c: RunCounts): string[] {
  const t = c.tests;
  return [
    ` Test Files  ${tally(c.files)}`,
    `      Tests  ${tally(c.tests)}`,
    `${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`,
  ];
}

/**
 * Appends the run's closing tally to TEST_COUNTS_FILE when set, so `npm test` (tests/run.sh) and
 * `.ci/run` can repeat vitest's summary as their own last lines, after the other steps' output.
 */
export class TestCountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const file = process.env.TEST_COUNTS_FILE;
    if (file) appendFileSync(file, `${countsLines(countTests(testModules)).join('\n')}\n`);
  }
}
