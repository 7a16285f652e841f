import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The CI machine has 2 cores; extraction tests are CPU-bound.
    maxWorkers: 2,
  },
});
