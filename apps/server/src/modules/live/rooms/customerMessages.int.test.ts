import { liveStatus } from '@prosa/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { handOffToDepartment } from './handOffToDepartment.ts';
import { sendAttendantMessage } from './sendAttendantMessage.ts';

// The account's customer messages (the seed stores the defaults), as the customer reads them.
const said = {
  queue: 'Todos os nossos atendentes estão ocupados. Você está na fila e será atendido em breve.',
  queueDistribution:
    'Estás en la fila de atención. Te informaremos aquí tu posición en la fila.\nTu posición en la fila: 1',
  waiting: 'Please wait a moment. We will reply shortly.',
  noVacancy: 'En este momento no hay agentes disponibles. Por favor, inténtalo más tarde.',
  available: 'Um atendente está disponível e já vai falar com você.',
  availableEn: 'An agent is available and will be with you shortly.',
  withAttendant: 'Você está falando com um de nossos atendentes.',
  transferRoom: 'Estamos transferindo você para outro atendente. Aguarde um instante, por favor.',
};

describe('what the customer is told, in the conversation’s language', () => {
  let server: TestServer;
  let accountId: string;
  let attendantId: string;
  let carlaId: string;
  let adminId: string;
  let managerId: string;
  const made: string[] = [];
  const db = () => server.services.database.db;
  const department = async (values: Partial<typeof departments.$inferInsert>, members: string[] = []) => {
    const id = newId();
    await db()
      .insert(departments)
      .values({ id, accountId, name: `Mensagens ${id}`, ...values });
    if (members.length)
      await db()
        .insert(departmentUsers)
        .values(members.map((userId) => ({ departmentId: id, accountId, userId })));
    made.push(id);
    return id;
  };
  const setOnline = (userIds: string[], status: number = liveStatus.online) =>
    db()
      .update(memberships)
      .set({ liveStatus: status })
      .where(and(eq(memberships.accountId, accountId), inArray(memberships.userId, userIds)));
  const handOff = async (departmentId: string, language = 'pt-BR') => {
    const room = await insertConversation(db(), { accountId, status: 'bot', queuedAt: null, language });
    await handOffToDepartment(server.services, { accountId, conversationId: room.id, departmentId });
    return room.id;
  };
  const roomOf = async (id: string) =>
    (await db().select().from(conversations).where(eq(conversations.id, id)))[0];
  const told = async (id: string) =>
    (
      await db()
        .select({ sender: messages.sender, text: messages.text })
        .from(messages)
        .where(eq(messages.conversationId, id))
        .orderBy(asc(messages.seq))
    ).map((m) => (m.sender === 'system' ? m.text : `${m.sender}: ${m.text}`));

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
    carlaId = await userIdOf(db(), 'carla@prosa.demo');
    adminId = await userIdOf(db(), 'admin@prosa.demo');
    managerId = await userIdOf(db(), 'gestor@prosa.demo');
  });
  afterEach(async () => {
    await setOnline([attendantId, carlaId, adminId, managerId], liveStatus.offline);
    await db()
      .update(conversations)
      .set({ status: 'finished' })
      .where(inArray(conversations.departmentId, made));
  });
  afterAll(() => server?.close());

  it('queue: a queue nobody can take from now', async () => {
    const id = await handOff(await department({ queue: true }));
    expect(await told(id)).toEqual([said.queue]);
  });

  it('not busy while someone who can take it is online: an attendant of a manual queue', async () => {
    const departmentId = await department({ queue: true }, [attendantId]);
    await setOnline([attendantId]);
    const id = await handOff(departmentId, 'en-US');
    expect(await roomOf(id)).toMatchObject({ status: 'queueManual', attendantId: null });
    expect(await told(id)).toEqual([said.waiting]);
  });

  it('an online administrator counts in every department, though the distribution skips them', async () => {
    const departmentId = await department({ queue: true, distribution: 'balancing' }, [attendantId]);
    await setOnline([adminId]);
    const id = await handOff(departmentId, 'en-US');
    expect(await roomOf(id)).toMatchObject({ status: 'queueAutomatic', attendantId: null });
    expect(await told(id)).toEqual([said.waiting]);
    // Without a queue, the administrator is who takes it: no noVacancy.
    const noQueue = await handOff(await department({ queue: false }, [attendantId]), 'en-US');
    expect(await roomOf(noQueue)).toMatchObject({ status: 'queueManual', transshipment: 'waiting' });
    expect(await told(noQueue)).toEqual([said.waiting]);
  });

  it('busy when the only ones online are away, at the maximum, or a manager of another department', async () => {
    const departmentId = await department({ queue: true, maxAttendances: 1 }, [attendantId, carlaId]);
    await setOnline([attendantId], liveStatus.away);
    await setOnline([carlaId, managerId]);
    await insertConversation(db(), { accountId, departmentId, status: 'waiting', attendantId: carlaId });
    const id = await handOff(departmentId);
    expect(await told(id)).toEqual([said.queue]);
  });

  it('tells a transfer what it would meet: a queue, somebody online, the words the customer reads', async () => {
    const departmentId = await department({ queue: false }, [attendantId]);
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    const ask = async (language?: string) =>
      (
        await client.get(
          `/api/live/departments/${departmentId}/availability${language ? `?language=${language}` : ''}`,
        )
      ).body;
    expect(await ask('en-US')).toEqual({
      hasQueue: false,
      isAttendeeOnline: false,
      transferText: 'We are transferring you to another agent. Please wait a moment.',
    });
    await setOnline([adminId]);
    expect(await ask()).toEqual({ hasQueue: false, isAttendeeOnline: true, transferText: said.transferRoom });
    expect((await client.get(`/api/live/departments/${newId()}/availability`)).status).toBe(404);
  });

  it('queueDistribution: the position, when the department broadcasts it', async () => {
    const departmentId = await department({
      queue: true,
      distribution: 'balancing',
      queuePositionBroadcast: true,
    });
    const id = await handOff(departmentId, 'es');
    expect(await told(id)).toEqual([said.queueDistribution]);
  });

  it('waiting: no queue, but an attendant online to take it by hand', async () => {
    const departmentId = await department({ queue: false }, [attendantId]);
    await setOnline([attendantId]);
    const id = await handOff(departmentId, 'en-US');
    expect(await roomOf(id)).toMatchObject({ status: 'queueManual', transshipment: 'waiting' });
    expect(await told(id)).toEqual([said.waiting]);
  });

  it('noVacancy: no queue and nobody to receive it; the room stays with the bot, unrealized', async () => {
    const departmentId = await department({ queue: false }, [attendantId]);
    const id = await handOff(departmentId, 'es');
    expect(await roomOf(id)).toMatchObject({ status: 'bot', transshipment: 'unrealized', attendantId: null });
    expect(await told(id)).toEqual([said.noVacancy]);
  });

  it('available on assignment, withAttendant once just before the attendant’s first answer', async () => {
    const departmentId = await department({ queue: true, distribution: 'balancing' }, [attendantId]);
    await setOnline([attendantId]);
    const id = await handOff(departmentId);
    expect(await roomOf(id)).toMatchObject({ status: 'new', attendantId });
    expect(await told(id)).toEqual([said.available]);
    const actor = { accountId, userId: attendantId, name: 'Aline' };
    for (const text of ['Olá!', 'Como posso ajudar?'])
      await sendAttendantMessage(server.services, actor, {
        conversationId: id,
        clientMessageId: newId(),
        text,
      });
    expect(await told(id)).toEqual([
      said.available,
      said.withAttendant,
      'attendant: Olá!',
      'attendant: Como posso ajudar?',
    ]);
  });

  it('available on a take and on arriving at an attendant by transfer', async () => {
    const departmentId = await department({ queue: true }, [attendantId]);
    const id = await handOff(departmentId, 'en-US');
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    expect((await client.post(`/api/live/conversations/${id}/take`)).status).toBe(200);
    expect(await told(id)).toEqual([
      'All our agents are busy. You are in the queue and will be served soon.',
      said.availableEn,
    ]);
    const room = await insertConversation(db(), {
      accountId,
      departmentId,
      status: 'waiting',
      attendantId,
      assignedAt: new Date(),
    });
    await setOnline([carlaId]);
    const moved = await client.post(`/api/live/conversations/${room.id}/transfer`, { attendantId: carlaId });
    expect(moved.status).toBe(200);
    expect(await told(room.id)).toEqual([said.transferRoom, said.available]);
  });
});
