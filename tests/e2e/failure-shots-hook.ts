import { afterEach } from 'vitest';
import { shootOpenPages } from './failure-shots';

// Runs before every file of the node project (vitest.config.ts): after a failed test, what each
// open browser page showed goes to the artifacts. Files without a browser watch none, so do nothing.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await shootOpenPages(ctx.task.name);
});
