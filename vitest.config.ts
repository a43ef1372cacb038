import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // End-to-end tests build and serve themes; keep them from fighting for the two cores.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
