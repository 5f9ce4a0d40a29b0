import { describe, expect, it } from 'vitest';
import { countTests, countsLine } from '../support/test-counts-reporter';

const file = (state: string, tests: string[]) => ({
  state: () => state,
  children: { allTests: () => tests.map((s) => ({ result: () => ({ state: s }) })) },
});

describe('the closing tally of a test run', () => {
  it('sums each test by its outcome over every file', () => {
    const counts = countTests([file('passed', ['passed', 'passed', 'skipped']), file('failed', ['passed', 'failed'])]);
    expect(counts).toEqual({ passed: 3, failed: 1, skipped: 1 });
  });

  it('counts a file that failed to load as one failure', () => {
    expect(countTests([file('failed', [])])).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('is written as the plain line CI reads: N passed, N failed, N skipped', () => {
    expect(countsLine({ passed: 3118, failed: 0, skipped: 2 })).toBe('vitest: 3118 passed, 0 failed, 2 skipped');
  });
});
