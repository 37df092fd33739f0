import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../app/newId.ts';
import { loginAttempts, passwordResets, sessions, users } from '../db/schema/index.ts';
import { createSession } from '../modules/identity/sessionRepository.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { maintenanceQueue } from './startJobs.ts';

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000);

describe('maintenance job on pg-boss', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('runs maintenance.purge-expired to completion, removing only what has expired', async () => {
    const { db } = server.services.database;
    const [user] = await db.select().from(users).where(eq(users.email, 'gestor@prosa.demo'));
    if (!user) throw new Error('seed missing');
    const { client: live } = await signIn(server.url, 'gestor@prosa.demo');
    const { session: expired } = await createSession(db, {
      userId: user.id,
      accountId: null,
      isTwoFactorPending: false,
      device: 'old laptop',
      ip: '127.0.0.1',
    });
    await db.update(sessions).set({ expiresAt: hourAgo() }).where(eq(sessions.id, expired.id));
    await db.insert(loginAttempts).values([
      { id: newId(), email: 'old@prosa.demo', ip: '127.0.0.1', at: hourAgo() },
      { id: newId(), email: 'recent@prosa.demo', ip: '127.0.0.1' },
    ]);
    await db.insert(passwordResets).values([
      { tokenHash: 'expired', userId: user.id, expiresAt: hourAgo() },
      { tokenHash: 'used', userId: user.id, expiresAt: new Date(Date.now() + 60_000), usedAt: new Date() },
      { tokenHash: 'valid', userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
    ]);

    const jobId = await server.boss.send(maintenanceQueue, {});
    expect(jobId).toBeTruthy();
    await vi.waitUntil(
      async () => (await server.boss.getJobById(maintenanceQueue, jobId ?? ''))?.state === 'completed',
      { timeout: 20_000, interval: 200 },
    );

    expect(await db.select().from(sessions).where(eq(sessions.id, expired.id))).toEqual([]);
    expect((await live.get('/api/auth/me')).status).toBe(200);
    expect(
      (await db.select({ email: loginAttempts.email }).from(loginAttempts)).map((row) => row.email),
    ).toEqual(['recent@prosa.demo']);
    expect(
      (await db.select({ token: passwordResets.tokenHash }).from(passwordResets)).map((row) => row.token),
    ).toEqual(['valid']);
  });

  it('is scheduled every hour', async () => {
    const schedules = await server.boss.getSchedules();
    expect(schedules).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: maintenanceQueue, cron: '17 * * * *' })]),
    );
  });
});

describe('closing a server while a job runs', () => {
  it('lets the job finish and record its completion before the database closes', async () => {
    const own = await startTestServer();
    const unhandled: unknown[] = [];
    const hear = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', hear);
    try {
      let started = () => {};
      let finished = () => {};
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const done = new Promise<void>((resolve) => {
        finished = resolve;
      });
      await own.boss.createQueue('test.slow');
      await own.boss.work('test.slow', { pollingIntervalSeconds: 0.5 }, async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished();
      });
      await own.boss.send('test.slow', {});
      await running;
      await own.close();
      await done;
      // pg-boss records a completion without awaiting it: it would fail on the closed database
      // one turn of the event loop after the handler returns.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', hear);
    }
  });
});
