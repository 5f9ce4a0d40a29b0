import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './tests/support/sequencer';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // Two files at a time (2 cores): each file has its own database, task queue and bucket, and
    // the tests wait on the servers, not the CPU; the console is built once in the global setup.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongFirstSequencer },
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // Starts (or finds) the PostgreSQL and Temporal servers every integration test shares.
          globalSetup: ['tests/support/servers.ts'],
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
          include: ['web/src/**/*.test.tsx'],
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
