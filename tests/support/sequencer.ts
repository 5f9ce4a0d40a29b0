import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The longest files, as they were measured, by folder: the chaos run (a few minutes), the fuzz run
// (about two minutes), then the browser files (forty seconds and more each).
const LONG_FIRST = [/[\\/]tests[\\/]chaos[\\/]/, /[\\/]tests[\\/]fuzz[\\/]/, /[\\/]tests[\\/]e2e[\\/]/];
const rank = (file: TestSpecification) => {
  const found = LONG_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
  return found < 0 ? LONG_FIRST.length : found;
};

/**
 * vitest's order (larger files first, or longer ones once a run has timed them), with the longest
 * files started first: one of them started last would keep one worker busy while the other idles.
 */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
