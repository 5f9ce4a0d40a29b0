import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Starts (or finds) the PostgreSQL and Temporal servers every integration test shares.
    globalSetup: ['tests/support/servers.ts'],
    include: ['tests/**/*.test.ts', 'catalogue/**/*.test.ts', 'web/src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // One file at a time: 2 cores, and the servers are shared.
    fileParallelism: false,
    reporters: ['default'],
  },
});
