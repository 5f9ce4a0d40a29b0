import { defineConfig } from 'vitest/config';
import { isRetryAfterConnectionClosed } from './tests/support/sdk-shutdown-errors';
import { LongFirstSequencer } from './tests/support/sequencer';
import { TestCountsReporter } from './tests/support/test-counts-reporter';
import { SuiteTimesReporter } from './tests/support/timing-reporter';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // A poll waits on the servers (a workflow's step, its projection): on a busy 2-core CI, 1 s (the default) is too short to be fair.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time (2 cores): each file has its own database, task queue and bucket, and
    // the tests wait on the servers, not the CPU; the console is built once in the global setup.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongFirstSequencer },
    // Each suite's time and slowest files (the CI log shows where the minutes go), then the default
    // report, so vitest's own summary closes its output; the tally is kept for tests/run.sh to repeat.
    reporters: [new SuiteTimesReporter(), new TestCountsReporter(), 'default'],
    // Every unhandled error fails the run but one: the Temporal client's retry timer firing after its
    // connection closed (tests/support/sdk-shutdown-errors.ts says why).
    onUnhandledError: (error) => !isRetryAfterConnectionClosed(error),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // One stack per worker process: its files run one after another in the same process, so
          // the services, the workflow bundle and the Temporal connections are loaded once per worker,
          // not once per file (about 5 s a file). Files stay apart by what each makes its own: a
          // database copied from the template, a task queue, a worker, an app and a bucket
          // (tests/support/test-stack.ts). docs/TESTING.md: what it saves, and what a file must not do.
          isolate: false,
          // Starts (or finds) the PostgreSQL and Temporal servers every integration test shares.
          globalSetup: ['tests/support/servers.ts'],
          // After a failed browser test, a screenshot of every page it left open (tests/artifacts/screenshots).
          setupFiles: ['tests/e2e/failure-shots-hook.ts'],
          include: ['tests/**/*.test.ts', 'catalogue/**/*.test.ts', 'web/src/**/*.test.ts'],
        },
      },
      {
        // The console's components in a DOM (jsdom), against a fake fetch: no server, so no global
        // setup (vitest runs a project's only when one of its files runs).
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // The files of a worker share its modules (the console's code is imported once, not once a
          // file: about half the project's time); web/src/testing/setup.ts resets what they share.
          isolate: false,
          include: ['web/src/**/*.test.tsx'],
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
