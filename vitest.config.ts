import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure code, fast), `integration` (a real database: PGlite by default,
// PostgreSQL when DATABASE_URL is set; sockets; SMTP) and `e2e` (the built app in Chromium).
// The integration suite against PostgreSQL and Redis (CI's second pass) rather than the embedded database.
const onServices = Boolean(process.env.DATABASE_URL || process.env.REDIS_URL);
// Integration files that start server processes and time what happens across them.
const ownProcessFiles = [
  'apps/server/src/reliability/*.int.test.ts',
  'apps/server/src/modules/setup/productionStart.int.test.ts',
];

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
          exclude: [...ownProcessFiles, '**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two workers, each running its files one after another in one process without
          // isolation. On the embedded database PGlite runs inside the worker, single-threaded, so
          // one worker left the second core idle; and importing the server afresh per file cost
          // about a second each on PGlite (850 s → 329 s) and 2.6 s each on PostgreSQL + Redis
          // (365 s of a 628 s pass). Each file still gets its own database, and each worker its own
          // Redis database (redisPerWorker.ts).
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          setupFiles: ['apps/server/src/testing/redisPerWorker.ts'],
        },
      },
      {
        test: {
          name: 'integration-own-process',
          include: ownProcessFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // On PostgreSQL + Redis these files measure time across server processes (paces, kills,
          // races): in a worker that has run a hundred files before, a collection pause bunched the
          // pacing test's arrivals over its cap (45 in a window capped at 44). A fresh process each.
          isolate: onServices,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
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
          // can take longer while the other worker's story loads the machine. Every 150 ms rather
          // than 50: each try is a round trip into the page, and the suite's 75 polls share two cores.
          expect: { poll: { timeout: 10_000, interval: 150 } },
          globalSetup: ['e2e/support/globalSetup.ts'],
        },
      },
    ],
  },
});
