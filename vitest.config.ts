import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One temporary folder per run, removed at its end (test/helpers/temp-root.ts).
    globalSetup: ['test/helpers/temp-root.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // End-to-end tests build and serve themes; keep them from fighting for the two cores.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
