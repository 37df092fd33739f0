import { liveStatus } from '@prosa/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../app/newId.ts';
import type { OffsetClock } from '../../../app/OffsetClock.ts';
import {
  conversations,
  departments,
  departmentUsers,
  memberships,
  messages,
} from '../../../db/schema/index.ts';
import { distributeReopenedQueues } from '../../../jobs/distributeReopenedQueues.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { handOffToDepartment } from '../rooms/handOffToDepartment.ts';
import { accountIdOf, insertConversation, userIdOf } from '../testing/insertConversation.ts';
import { distributeQueue } from './distributeQueue.ts';

// Monday 2026-11-23 in São Paulo (UTC-3). The department's journey, its business hours, runs
// 08:00–18:00 on weekdays with a 15-minute tolerance (which binds members, not departments).
const mondayAt = (time: string) => new Date(`2026-11-23T${time}:00-03:00`);
const noVacancy = {
  'pt-BR': 'No momento não há atendentes disponíveis. Por favor, tente novamente mais tarde.',
  'en-US': 'No agents are available right now. Please try again later.',
};

describe('business hours: a department’s journey', () => {
  let server: TestServer;
  let accountId: string;
  let attendantId: string;
  let departmentId: string;
  const db = () => server.services.database.db;
  const setClock = (at: Date) => (server.services.clock as OffsetClock).set(at);
  const roomOf = async (id: string) =>
    (await db().select().from(conversations).where(eq(conversations.id, id)))[0];
  const systemTexts = async (id: string) =>
    (
      await db()
        .select({ text: messages.text })
        .from(messages)
        .where(and(eq(messages.conversationId, id), eq(messages.sender, 'system')))
        .orderBy(asc(messages.seq))
    ).map((m) => m.text);
  const withBot = (language = 'pt-BR') =>
    insertConversation(db(), { accountId, status: 'bot', departmentId: null, queuedAt: null, language });
  const handOff = (conversationId: string) =>
    handOffToDepartment(server.services, { accountId, conversationId, departmentId });

  beforeAll(async () => {
    server = await startTestServer({ PROSA_CONTROLLED_CLOCK: '1' });
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
    const { client: admin } = await signIn(server.url, 'admin@prosa.demo');
    const created = await admin.post('/api/settings/journeys', {
      name: 'Horário do departamento',
      schedules: [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        periods: [{ entry: '08:00', exit: '18:00' }],
      })),
      toleranceMinutes: 15,
      userIds: [],
    });
    expect(created.status).toBe(200);
    departmentId = newId();
    await db().insert(departments).values({
      id: departmentId,
      accountId,
      name: 'Vendas com horário',
      queue: true,
      distribution: 'balancing',
      maxAttendances: 5,
      journeyId: created.body.journey.id,
    });
    await db().insert(departmentUsers).values({ departmentId, accountId, userId: attendantId });
    await db()
      .update(memberships)
      .set({ liveStatus: liveStatus.online })
      .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, attendantId)));
  });
  afterAll(() => server?.close());

  it('outside the hours, even in the tolerance, a hand-off stays with the bot: noVacancy, unrealized', async () => {
    for (const [time, language] of [
      ['19:00', 'en-US'],
      ['07:59', 'pt-BR'],
      ['18:05', 'pt-BR'],
    ] as const) {
      setClock(mondayAt(time));
      const room = await withBot(language);
      await handOff(room.id);
      expect(await roomOf(room.id), time).toMatchObject({
        status: 'bot',
        transshipment: 'unrealized',
        attendantId: null,
        departmentId,
      });
      expect(await systemTexts(room.id), time).toEqual([noVacancy[language]]);
    }
    setClock(new Date('2026-11-22T10:00:00-03:00'));
    const sunday = await withBot();
    await handOff(sunday.id);
    expect((await roomOf(sunday.id))?.status).toBe('bot');
  });

  it('inside the hours, the same hand-off queues and is distributed at once', async () => {
    setClock(mondayAt('10:00'));
    const room = await withBot();
    await handOff(room.id);
    expect(await roomOf(room.id)).toMatchObject({ status: 'new', attendantId });
    await db().update(conversations).set({ status: 'finished' }).where(eq(conversations.id, room.id));
  });

  it('holds a queue while closed, even when an attendant comes online, and distributes it on opening', async () => {
    setClock(mondayAt('20:00'));
    const rooms = await Promise.all(
      [0, 1].map((i) =>
        insertConversation(db(), {
          accountId,
          departmentId,
          status: 'queueAutomatic',
          queuedAt: new Date(mondayAt('17:00').getTime() + i),
        }),
      ),
    );
    expect(await distributeQueue(server.services, accountId, departmentId)).toBe(0);
    server.services.events.emit('presence.changed', {
      accountId,
      userId: attendantId,
      name: 'Aline',
      status: liveStatus.online,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await distributeReopenedQueues(server.services);
    const ids = rooms.map((room) => room.id);
    const statuses = async () =>
      (await db().select().from(conversations).where(inArray(conversations.id, ids))).map((r) => r.status);
    expect(await statuses()).toEqual(['queueAutomatic', 'queueAutomatic']);
    // Tuesday 08:00: the minute job finds the department open.
    setClock(new Date('2026-11-24T08:00:00-03:00'));
    await distributeReopenedQueues(server.services);
    expect(await statuses()).toEqual(['new', 'new']);
  });
});
