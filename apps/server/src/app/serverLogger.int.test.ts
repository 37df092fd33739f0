import { liveStatus } from '@prosa/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.ts';
import { distributeOnPresence } from '../modules/live/queue/distributeOnPresence.ts';
import { collectLogs } from '../testing/collectLogs.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { until } from '../testing/until.ts';
import { buildServer } from './buildServer.ts';
import { systemClock } from './Clock.ts';
import { createServices } from './createServices.ts';
import { DomainEventBus } from './domainEvents.ts';
import { readEnv } from './env.ts';

describe('the server logger', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('logs one line per request at debug only, in one stream with the services’ logs', async () => {
    database = await createTestDatabase();
    const env = readEnv({
      DATA_DIR: database.dataDir,
      LOG_LEVEL: 'debug',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    const { log, entries } = collectLogs(env.LOG_LEVEL);
    const { services, close } = await createServices(env, () => undefined, log);
    try {
      const app = await buildServer(services);
      const from = entries.length;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await app.close();
      const requestLines = entries.slice(from).filter((entry) => entry.reqId !== undefined);
      expect(requestLines).toEqual([
        expect.objectContaining({
          level: 20,
          msg: 'request completed',
          method: 'GET',
          url: '/api/health',
          statusCode: 200,
        }),
      ]);

      // At the default level (info) a request writes nothing.
      const quietLog = collectLogs('info');
      const atInfo = await buildServer({ ...services, log: quietLog.log });
      expect((await atInfo.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await atInfo.close();
      expect(quietLog.entries.filter((entry) => entry.reqId !== undefined)).toEqual([]);
      quietLog.log.debug('under the level');
      expect(quietLog.entries.some((entry) => entry.level < 30)).toBe(false);

      // A server built without request logs (a test's second one) writes none.
      const before = entries.length;
      const quiet = await buildServer(services, { logger: false });
      expect((await quiet.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await quiet.close();
      expect(entries.slice(before)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('logs a listener whose database is gone, with the account and member it worked for', async () => {
    database = await createTestDatabase();
    const store = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const { log, entries } = collectLogs();
    const events = new DomainEventBus();
    distributeOnPresence({ database: store, events, clock: systemClock, log });
    await store.close();

    events.emit('presence.changed', {
      accountId: 'account-1',
      userId: 'user-1',
      name: 'Ana',
      status: liveStatus.online,
    });
    const entry = await until(async () =>
      entries.find((line) => line.msg === 'could not distribute the queues on presence'),
    );
    expect(entry).toMatchObject({ level: 40, accountId: 'account-1', userId: 'user-1' });
    expect(entry.err?.message).toEqual(expect.any(String));
  });
});
