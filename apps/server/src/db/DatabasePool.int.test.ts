import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultProxy } from '../testing/FaultProxy.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import type { Database } from './database.ts';
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts';
import { openPostgres } from './openPostgres.ts';

const poolMax = 4;

// Settles `work` and says how long it took and whether the database was the reason it failed.
async function timed(work: () => Promise<unknown>) {
  const startedAt = performance.now();
  const outcome = await work().then(
    () => 'done' as const,
    (error) => (isDatabaseUnavailable(error) ? ('unavailable' as const) : error),
  );
  return { outcome, ms: performance.now() - startedAt };
}

// The pool's limits, through a TCP proxy that stalls PostgreSQL: statements and transactions give up
// in time, and a transaction whose BEGIN never came back leaves no connection behind (Drizzle only
// releases it in a `finally` after BEGIN: without DatabasePool the pool would be empty for good).
describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool when the database stalls', () => {
  let database: TestDatabase;
  let proxy: FaultProxy;
  let store: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await FaultProxy.inFrontOf(database.databaseUrl ?? '');
    store = await openPostgres(proxy.url, poolMax, 1500);
  });
  afterAll(async () => {
    proxy?.setMode('pass');
    await store?.close();
    await proxy?.close();
    await database?.drop();
  });

  const transaction = () => store.db.transaction(async (tx) => tx.execute(sql`select 1`));
  const busyRound = (count: number) => Promise.all(Array.from({ length: count }, () => timed(transaction)));

  it('fails statements and transactions within 2 s, then serves again with every connection back', async () => {
    // Every connection of the pool open and idle: the stall catches them established.
    expect((await busyRound(poolMax)).map((result) => result.outcome)).toEqual(Array(poolMax).fill('done'));

    proxy.setMode('stall');
    const [transactions, statement] = await Promise.all([
      busyRound(poolMax * 2),
      timed(() => store.query('SELECT 1')),
    ]);
    for (const result of [...transactions, statement]) {
      expect(result.outcome).toBe('unavailable');
      expect(result.ms).toBeLessThan(2000);
    }

    proxy.setMode('pass');
    // Twice the pool's size, twice over: a connection kept by a stalled transaction would starve them.
    for (let round = 0; round < 2; round++) {
      const served = await busyRound(poolMax * 2);
      expect(served.map((result) => result.outcome)).toEqual(Array(poolMax * 2).fill('done'));
    }
  }, 30_000);
});
