import { liveStatus } from '@prosa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../app/newId.ts';
import { conversations, departments, departmentUsers, memberships } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../testing/insertConversation.ts';
import { distributeQueue } from './distributeQueue.ts';

describe('check-in departments', () => {
  let server: TestServer;
  let accountId: string;
  let departmentId: string;
  let attendantId: string;
  let carlaId: string;
  let attendant: ApiClient;
  const db = () => server.services.database.db;
  const queued = () =>
    insertConversation(db(), { accountId, departmentId, status: 'queueAutomatic', queuedAt: new Date() });
  const holderOf = async (id: string) =>
    (await db().select().from(conversations).where(eq(conversations.id, id)))[0]?.attendantId ?? null;
  const checkIns = async () =>
    (await attendant.get('/api/live/departments/check-ins')).body.items.filter(
      (item: { departmentId: string }) => item.departmentId === departmentId,
    );

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
    carlaId = await userIdOf(db(), 'carla@prosa.demo');
    departmentId = newId();
    await db().insert(departments).values({
      id: departmentId,
      accountId,
      name: 'Plantão',
      queue: true,
      distribution: 'balancing',
      maxAttendances: 5,
      checkIn: true,
    });
    await db()
      .insert(departmentUsers)
      .values([attendantId, carlaId].map((userId) => ({ departmentId, accountId, userId })));
    // Both online: only the check-in decides who receives.
    await db()
      .update(memberships)
      .set({ liveStatus: liveStatus.online })
      .where(and(eq(memberships.accountId, accountId), inArray(memberships.userId, [attendantId, carlaId])));
    attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
  });
  afterAll(() => server?.close());

  it('gives nothing to online attendants who have not checked in', async () => {
    expect(await checkIns()).toEqual([{ departmentId, name: 'Plantão', checkedIn: false }]);
    const room = await queued();
    expect(await distributeQueue(server.services, accountId, departmentId)).toBe(0);
    expect(await holderOf(room.id)).toBeNull();
  });

  it('distributes the waiting rooms to the attendant who checks in, and only to them', async () => {
    await queued();
    await queued();
    const answer = await attendant.post(`/api/live/departments/${departmentId}/check-in`, { value: true });
    expect(answer.status).toBe(200);
    expect(await checkIns()).toEqual([{ departmentId, name: 'Plantão', checkedIn: true }]);
    const rows = await db().select().from(conversations).where(eq(conversations.departmentId, departmentId));
    expect(rows.map((row) => row.attendantId)).toEqual([attendantId, attendantId, attendantId]);
  });

  it('stops giving rooms after a check-out', async () => {
    const answer = await attendant.post(`/api/live/departments/${departmentId}/check-in`, { value: false });
    expect(answer.status).toBe(200);
    expect(await checkIns()).toEqual([{ departmentId, name: 'Plantão', checkedIn: false }]);
    const room = await queued();
    expect(await distributeQueue(server.services, accountId, departmentId)).toBe(0);
    expect(await holderOf(room.id)).toBeNull();
  });

  it('refuses a check-in to a department the member is not in, and lists only check-in departments', async () => {
    const { client: manager } = await signIn(server.url, 'gestor@prosa.demo');
    const refused = await manager.post(`/api/live/departments/${departmentId}/check-in`, { value: true });
    expect([refused.status, refused.body.error.code]).toEqual([404, 'team.departmentNotFound']);
    // The manager is in Atendimento, which asks for no check-in.
    expect((await manager.get('/api/live/departments/check-ins')).body.items).toEqual([]);
  });
});
