import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // PGlite (WASM) and native sockets are happier in child processes than in worker threads.
    pool: 'forks',
    // CI has 2 cores; each test file boots its own PGlite.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
