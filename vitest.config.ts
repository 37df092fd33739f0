import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure code, fast), `integration` (a real database: PGlite by default,
// PostgreSQL when DATABASE_URL is set; sockets; SMTP) and `e2e` (the built app in Chromium).
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summaryReporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/**/*.test.ts',
            'apps/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // One file at a time, as before: some unit tests hold wall clocks (the external code
          // pool's timeouts, a child process) that a neighbouring file's CPU could push over.
          // `npm test` runs unit and integration in one vitest run; a group of its own lets each
          // have its own worker count (unit first, then integration).
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One file at a time. Two at a time on PostgreSQL + Redis (each worker on a Redis database
          // of its own, redisPerWorker.ts) took the pass from about 400 s to 388 s but failed three
          // socket tests there (webchat, webchatAttachments, contactsNamespace) that pass alone;
          // PGlite runs inside the worker, so two would only share the same two cores
          // (docs/performance.md, "Test suite").
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          setupFiles: ['apps/server/src/testing/redisPerWorker.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['e2e/support/globalSetup.ts'],
        },
      },
    ],
  },
});
