import { describe, expect, it } from 'vitest';
import { countTests, countsLines } from '../support/test-counts-reporter';

const file = (state: string, tests: string[]) => ({
  state: () => state,
  children: { allTests: () => tests.map((s) => ({ result: () => ({ state: s }) })) },
});

describe('the closing tally of a test run', () => {
  it('sums each test by its outcome over every file', () => {
    const counts = countTests([file('passed', ['passed', 'passed', 'skipped']), file('failed', ['passed', 'failed'])]);
    expect(counts.tests).toEqual({ passed: 3, failed: 1, skipped: 1 });
  });

  it('counts a file as failed when a test in it failed, skipped when every test was, else passed', () => {
    const counts = countTests([file('passed', ['passed']), file('failed', ['failed']), file('skipped', ['skipped'])]);
    expect(counts.files).toEqual({ passed: 1, failed: 1, skipped: 1 });
  });

  it('counts a file that failed to load as one failed file and one failed test', () => {
    expect(countTests([file('failed', [])])).toEqual({
      files: { passed: 0, failed: 1, skipped: 0 },
      tests: { passed: 0, failed: 1, skipped: 0 },
    });
  });

  it('is written as vitest writes its own summary', () => {
    const lines = countsLines({ files: { passed: 302, failed: 0, skipped: 0 }, tests: { passed: 3170, failed: 0, skipped: 0 } });
    expect(lines.slice(0, 2)).toEqual([' Test Files  302 passed (302)', '      Tests  3170 passed (3170)']);
  });

  it('closes on the plain tally line, every outcome named even when none had it', () => {
    const lines = countsLines({ files: { passed: 302, failed: 0, skipped: 0 }, tests: { passed: 3170, failed: 0, skipped: 0 } });
    expect(lines.at(-1)).toBe('3170 passed, 0 failed, 0 skipped');
    expect(lines.at(-1)).toMatch(/^\d+ passed, \d+ failed(, \d+ skipped)?$/);
  });

  it('names failures first and leaves out the outcomes no test had', () => {
    const lines = countsLines({ files: { passed: 300, failed: 2, skipped: 0 }, tests: { passed: 3165, failed: 3, skipped: 2 } });
    expect(lines.slice(0, 2)).toEqual([
      ' Test Files  2 failed | 300 passed (302)',
      '      Tests  3 failed | 3165 passed | 2 skipped (3170)',
    ]);
  });
});
