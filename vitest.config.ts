import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure code, fast), `integration` (a real database: PGlite by default,
// PostgreSQL when DATABASE_URL is set; sockets; SMTP) and `e2e` (the built app in Chromium).
// The integration suite against PostgreSQL and Redis (CI's second pass) rather than the embedded database.
const onServices = Boolean(process.env.DATABASE_URL || process.env.REDIS_URL);

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
          // pool's timeouts, a child process) that a neighbouring file's CPU could push over. One
          // process for all the files (no isolation): none mocks a module, and importing the
          // modules afresh for each of 230 files took 127 s of a 21 s run.
          // `npm test` runs unit and integration in one vitest run; a group of its own lets each
          // have its own worker count (unit first, then integration).
          maxWorkers: 1,
          isolate: false,
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
          // On the embedded database (npm test): two workers, each running its files in one process
          // without isolation. PGlite runs inside the worker, single-threaded, so one worker left
          // the second core idle; and importing the server afresh per file cost about a second
          // each. 850 s → 329 s (docs/performance.md, "Test suite").
          // On PostgreSQL + Redis (CI's second pass): two workers too, but each file in a process
          // of its own. Without isolation the Redis-backed presence and lock tests and the
          // authorization matrix failed (also with one socket stream per database): a finished
          // file's servers, pools and sockets are only surely gone when its process is. Two
          // isolated workers: 691 s → 438 s, each file still on its own database and each worker on
          // its own Redis database (redisPerWorker.ts).
          isolate: onServices,
          maxWorkers: 2,
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
          // Two spec files at a time, in one process per worker: they import the server's test
          // helpers and playwright, which took 105 s of a 925 s run when each file imported them
          // afresh. Nearly every file starts a server of its own (useOwnServer.ts); the few on the
          // shared one (globalSetup.ts) change nothing another file counts on.
          maxWorkers: 2,
          isolate: false,
          // expect.poll waits up to 1 s by default: a count or text the panel updates over a socket
          // can take longer while the other worker's story loads the machine.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['e2e/support/globalSetup.ts'],
        },
      },
    ],
  },
});
