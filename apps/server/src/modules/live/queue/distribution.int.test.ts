import { liveStatus } from '@prosa/contracts';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../app/newId.ts';
import {
  conversations,
  departments,
  departmentUsers,
  memberships,
  messages,
} from '../../../db/schema/index.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../testing/insertConversation.ts';
import { distributeQueue } from './distributeQueue.ts';
import { queuePositionText } from './queuePositionText.ts';

describe('queue distribution: sequential, queue positions, force pass', () => {
  let server: TestServer;
  let accountId: string;
  let attendant: string;
  let carla: string;
  let junior: string;
  const db = () => server.services.database.db;
  const department = async (values: Partial<typeof departments.$inferInsert>, members: string[]) => {
    const id = newId();
    await db()
      .insert(departments)
      .values({ id, accountId, name: `Fila ${id}`, queue: true, ...values });
    if (members.length)
      await db()
        .insert(departmentUsers)
        .values(members.map((userId) => ({ departmentId: id, accountId, userId })));
    return id;
  };
  const setStatus = (userIds: string[], status: number) =>
    db()
      .update(memberships)
      .set({ liveStatus: status })
      .where(and(eq(memberships.accountId, accountId), inArray(memberships.userId, userIds)));
  const queue = async (departmentId: string, count: number, status = 'queueAutomatic') => {
    const rooms = [];
    const start = Date.now() - 60_000;
    for (let i = 0; i < count; i++)
      rooms.push(
        await insertConversation(db(), {
          accountId,
          departmentId,
          status,
          queuedAt: new Date(start + i * 1000),
        }),
      );
    return rooms;
  };
  // A test's rooms end with it: an attendant's open rooms count against every department's maximum.
  const finishAll = (departmentIds: string[]) =>
    db()
      .update(conversations)
      .set({ status: 'finished' })
      .where(inArray(conversations.departmentId, departmentIds));
  const holderOf = async (id: string) =>
    (await db().select().from(conversations).where(eq(conversations.id, id)))[0]?.attendantId;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendant = await userIdOf(db(), 'atendente@prosa.demo');
    carla = await userIdOf(db(), 'carla@prosa.demo');
    junior = await userIdOf(db(), 'junior@prosa.demo');
  });
  afterAll(() => server?.close());

  it('sequential: gives each room to whoever received one longest ago, never-assigned first, in turn', async () => {
    const departmentId = await department({ distribution: 'sequential', maxAttendances: 5 }, [
      attendant,
      carla,
      junior,
    ]);
    // History: Carla received her last room before the attendant; the junior never received one.
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    for (const [userId, at] of [
      [carla, minutesAgo(20)],
      [attendant, minutesAgo(10)],
    ] as const)
      await insertConversation(db(), {
        accountId,
        departmentId,
        status: 'finished',
        attendantId: userId,
        assignedAt: at,
      });
    await setStatus([attendant, carla, junior], liveStatus.online);
    const rooms = await queue(departmentId, 4);
    expect(await distributeQueue(server.services, accountId, departmentId)).toBe(4);
    expect(await Promise.all(rooms.map((room) => holderOf(room.id)))).toEqual([
      junior,
      carla,
      attendant,
      junior,
    ]);
    await setStatus([attendant, carla, junior], liveStatus.offline);
    await finishAll([departmentId]);
  });

  it('tells each waiting customer their place when the queue moves, and a place only once', async () => {
    const departmentId = await department(
      { distribution: 'balancing', maxAttendances: 1, queuePositionBroadcast: true },
      [attendant],
    );
    const rooms = await queue(departmentId, 3);
    const positions = async (id: string) =>
      (
        await db()
          .select({ text: messages.text })
          .from(messages)
          .where(and(eq(messages.conversationId, id), like(messages.clientMessageId, 'sys:queuePosition:%')))
          .orderBy(asc(messages.seq))
      ).map((m) => m.text.split('\n').at(-1));
    const place = (n: number) => queuePositionText(n)('pt-BR');
    await setStatus([attendant], liveStatus.online);
    expect(await distributeQueue(server.services, accountId, departmentId)).toBe(1);
    expect(await positions(rooms[1]?.id ?? '')).toEqual([place(1)]);
    expect(await positions(rooms[2]?.id ?? '')).toEqual([place(2)]);
    // The administrator takes the next: the last customer moves up; nobody hears a place twice.
    const { client: admin } = await signIn(server.url, 'admin@prosa.demo');
    expect((await admin.post(`/api/live/conversations/${rooms[1]?.id}/take`)).status).toBe(200);
    expect(await positions(rooms[2]?.id ?? '')).toEqual([place(2), place(1)]);
    expect(await positions(rooms[1]?.id ?? '')).toEqual([place(1)]);
    expect(await positions(rooms[0]?.id ?? '')).toEqual([]);
    await setStatus([attendant], liveStatus.offline);
    await finishAll([departmentId]);
  });

  it('force pass: a room transferred into the department goes before everyone already waiting', async () => {
    const from = await department({ distribution: 'none' }, [attendant]);
    const forcePass = await department({ distribution: 'balancing', maxAttendances: 1, forcePass: true }, [
      carla,
    ]);
    const plain = await department({ distribution: 'balancing', maxAttendances: 1 }, [junior]);
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    const transferred: Record<string, string> = {};
    for (const target of [forcePass, plain]) {
      await queue(target, 2);
      const room = await insertConversation(db(), {
        accountId,
        departmentId: from,
        status: 'new',
        attendantId: attendant,
        assignedAt: new Date(),
      });
      const answer = await client.post(`/api/live/conversations/${room.id}/transfer`, {
        departmentId: target,
      });
      expect(answer.status).toBe(200);
      transferred[target] = room.id;
    }
    // Nobody was online to receive it; now one attendant of each comes online for one room.
    await setStatus([carla, junior], liveStatus.online);
    await distributeQueue(server.services, accountId, forcePass);
    await distributeQueue(server.services, accountId, plain);
    expect(await holderOf(transferred[forcePass] ?? '')).toBe(carla);
    expect(await holderOf(transferred[plain] ?? '')).toBeNull();
    await setStatus([carla, junior], liveStatus.offline);
    await finishAll([from, forcePass, plain]);
  });
});
