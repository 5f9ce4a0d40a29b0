import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './tests/support/sequencer';

export default defineConfig({
  test: {
    // Starts (or finds) the PostgreSQL and Temporal servers every integration test shares.
    globalSetup: ['tests/support/servers.ts'],
    include: ['tests/**/*.test.ts', 'catalogue/**/*.test.ts', 'web/src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // Two files at a time (2 cores): each file has its own database, task queue and bucket, and
    // the tests wait on the servers, not the CPU; the console is built once in the global setup.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongFirstSequencer },
    reporters: ['default'],
  },
});
