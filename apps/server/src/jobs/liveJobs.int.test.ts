import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../app/newId.ts';
import type { OffsetClock } from '../app/OffsetClock.ts';
import {
  conversations,
  departments,
  departmentUsers,
  liveSettings,
  memberships,
} from '../db/schema/index.ts';
import { distributeQueue } from '../modules/live/queue/distributeQueue.ts';
import { accountIdOf, insertConversation, userIdOf } from '../modules/live/testing/insertConversation.ts';
import { connectSocket } from '../testing/connectSocket.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { liveMinuteQueue } from './startJobs.ts';

describe('live jobs and distribution', () => {
  let server: TestServer;
  let accountId: string;
  const db = () => server.services.database.db;
  const runJob = async () => {
    const jobId = (await server.boss.send(liveMinuteQueue, {})) ?? '';
    await vi.waitUntil(
      async () => (await server.boss.getJobById(liveMinuteQueue, jobId))?.state === 'completed',
      {
        timeout: 20_000,
        interval: 200,
      },
    );
  };
  beforeAll(async () => {
    server = await startTestServer({ PROSA_CONTROLLED_CLOCK: '1' });
    accountId = await accountIdOf(db(), 'Prosa Demo');
  });
  afterAll(() => server?.close());

  it('balances a queue over online attendants under the maximum; away ones get none', async () => {
    const departmentId = newId();
    await db().insert(departments).values({
      id: departmentId,
      accountId,
      name: 'Balanço',
      queue: true,
      distribution: 'balancing',
      maxAttendances: 2,
    });
    const [a, b, c] = await Promise.all(
      ['atendente@prosa.demo', 'gestor@prosa.demo', 'junior@prosa.demo'].map((e) => userIdOf(db(), e)),
    );
    await db()
      .insert(departmentUsers)
      .values([a, b, c].map((userId) => ({ departmentId, accountId, userId: userId ?? '' })));
    for (const [userId, status] of [
      [a, 5],
      [b, 5],
      [c, 3],
    ] as const)
      await db()
        .update(memberships)
        .set({ liveStatus: status })
        .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId ?? '')));
    const rooms: Array<{ id: string }> = [];
    for (let i = 0; i < 5; i++)
      rooms.push(
        await insertConversation(db(), {
          accountId,
          departmentId,
          status: 'queueAutomatic',
          queuedAt: new Date(Date.now() + i),
        }),
      );
    expect(await distributeQueue(server.services, accountId, departmentId)).toBe(4);
    const rows = await db().select().from(conversations).where(eq(conversations.departmentId, departmentId));
    const held = (userId: string | undefined) => rows.filter((row) => row.attendantId === userId).length;
    expect([held(a), held(b), held(c)]).toEqual([2, 2, 0]);
    expect(rows.find((row) => row.id === rooms[4]?.id)?.status).toBe('queueAutomatic');
    await db().update(memberships).set({ liveStatus: 1 }).where(eq(memberships.accountId, accountId));
  });

  it('archives idle rooms after the archive time and sets an idle attendant away, announced on /live', async () => {
    await db().insert(liveSettings).values({ accountId, behavior: {}, messages: {} }).onConflictDoNothing();
    const [stored] = await db().select().from(liveSettings).where(eq(liveSettings.accountId, accountId));
    await db()
      .update(liveSettings)
      .set({ behavior: { ...stored?.behavior, archiveTime: 60, awayAuto: { isActive: true, time: 5 } } })
      .where(eq(liveSettings.accountId, accountId));
    const queued = await insertConversation(db(), { accountId, status: 'queueManual' });
    const finished = await insertConversation(db(), {
      accountId,
      status: 'finished',
      finishedAt: new Date(),
    });
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const socket: Socket = await connectSocket(server.url, '/live', client.cookieHeader());
    socket.emit('changeStatus', { status: 5 });
    const managerId = await userIdOf(db(), 'gestor@prosa.demo');
    await vi.waitUntil(async () => {
      const [m] = await db()
        .select()
        .from(memberships)
        .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, managerId)));
      return m?.liveStatus === 5;
    });
    await runJob();
    const [stillOpen] = await db().select().from(conversations).where(eq(conversations.id, queued.id));
    expect(stillOpen?.status).toBe('queueManual');
    const away = new Promise((resolve) =>
      socket.on(
        'changeStatus',
        (p: { userId: string; status: number }) => p.userId === managerId && p.status === 3 && resolve(p),
      ),
    );
    (server.services.clock as OffsetClock).set(new Date(Date.now() + 2 * 60 * 60 * 1000));
    await runJob();
    await away;
    const rows = await db().select().from(conversations).where(eq(conversations.accountId, accountId));
    expect(rows.find((r) => r.id === queued.id)).toMatchObject({ status: 'abandoned', transshipment: null });
    expect(rows.find((r) => r.id === queued.id)?.archivedAt).not.toBeNull();
    expect(rows.find((r) => r.id === finished.id)?.archivedAt).not.toBeNull();
    socket.close();
  });
});
