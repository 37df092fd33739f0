import type { Ack, LiveMessage } from '@prosa/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../app/newId.ts';
import type { Database } from '../db/database.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { conversations } from '../db/schema/index.ts';
import type { ServerProcess } from '../testing/startServerProcess.ts';
import { startServerProcesses } from '../testing/startServerProcesses.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { prepareTakeRace, type RaceAttendant } from './prepareTakeRace.ts';
import { takeWhenQueued } from './takeWhenQueued.ts';

const maxAttendances = 3;

const nextMessage = (socket: Socket, text: string) =>
  new Promise<LiveMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`"${text}" never arrived`)), 10_000);
    const listener = (message: LiveMessage) => {
      if (message.text !== text) return;
      clearTimeout(timer);
      socket.off('message', listener);
      resolve(message);
    };
    socket.on('message', listener);
  });

// Every attendant fires a take for every conversation at once, each through its own process. A
// 503 (the database's wait ran out: 120 takes at once on a loaded machine) changed nothing and asks
// the client to try again, as the panel tells its user to: the take is fired again until decided.
const fireAllTakes = (attendants: RaceAttendant[], ids: string[]) =>
  Promise.all(
    attendants.flatMap((attendant) =>
      ids.map(async (conversationId) => {
        const take = () => attendant.client.post(`/api/live/conversations/${conversationId}/take`);
        let answer = await take();
        for (let retry = 0; answer.status === 503 && retry < 20; retry++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          answer = await take();
        }
        return {
          conversationId,
          attendantId: attendant.id,
          status: answer.status,
          code: answer.body?.error?.code,
        };
      }),
    ),
  );
type Take = Awaited<ReturnType<typeof fireAllTakes>>[number];

// Two server processes (each `main.ts` in an operating-system process of its own, as production
// runs them) on one PostgreSQL database, joined by the Redis adapter; PGlite serves one process
// only, so this runs on CI's PostgreSQL pass. Attendants fire takes for queued conversations all
// at once, half through each process: one UPDATE must decide each conversation. The test reads and
// seeds the database through a connection of its own.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('takes raced across two servers', () => {
  let database: TestDatabase;
  let store: Database;
  let servers: ServerProcess[];
  const sockets: Socket[] = [];
  let race: Awaited<ReturnType<typeof prepareTakeRace>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    servers = await startServerProcesses(database);
    store = await openPostgres(database.databaseUrl ?? '', 4);
    race = await prepareTakeRace(store.db, urls(), sockets, {
      attendantCount: 12,
      conversationCount: 10,
      maxAttendances,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // The processes announce those departures through Redis: let them finish before Redis closes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const server of servers ?? []) await server.stop();
    await store?.close();
    await database?.drop();
  });

  const urls = () => servers.map((server) => server.url);
  const rowsOf = (ids: string[]) =>
    store.db.select().from(conversations).where(inArray(conversations.id, ids));
  // No attendant of the department holds more open conversations than the maximum.
  const expectNobodyOverMaximum = async (accountId: string, attendants: RaceAttendant[]) => {
    const open = await store.db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.accountId, accountId),
          notInArray(conversations.status, ['finished', 'abandoned']),
        ),
      );
    const held = attendants.map((attendant) => open.filter((row) => row.attendantId === attendant.id).length);
    for (const count of held) expect(count).toBeLessThanOrEqual(maxAttendances);
    return held;
  };
  const expectOnlyRefusals = (takes: Take[]) => {
    for (const take of takes.filter((candidate) => candidate.status !== 200)) {
      expect(take.status).toBe(409);
      expect(['live.alreadyTaken', 'live.maxAttendances']).toContain(take.code);
    }
  };

  it('leaves exactly one owner per conversation and nobody over the maximum', async () => {
    const ids = race.visitors.map((visitor) => visitor.conversationId);
    const takes = await fireAllTakes(race.attendants, ids);
    const rows = await rowsOf(ids);
    // Refusals first: a take that failed otherwise (a 503, say) names why a room has no winner.
    expectOnlyRefusals(takes);
    for (const conversationId of ids) {
      // A take answered 503 may have been decided before its answer failed: its retry then finds
      // the room already the caller's own and answers 200 (a take is idempotent for the holder).
      const won = takes.filter((take) => take.conversationId === conversationId && take.status === 200);
      expect(won).toHaveLength(1);
      expect(rows.find((row) => row.id === conversationId)?.attendantId).toBe(won[0]?.attendantId);
    }
    await expectNobodyOverMaximum(race.race.accountId, race.attendants);
  });

  it('fills two attendants up to the maximum and leaves the rest queued', async () => {
    const small = await prepareTakeRace(store.db, urls(), sockets, {
      attendantCount: 2,
      conversationCount: 8,
      maxAttendances,
    });
    const ids = small.visitors.map((visitor) => visitor.conversationId);
    const takes = await fireAllTakes(small.attendants, ids);
    expectOnlyRefusals(takes);
    expect(takes.filter((take) => take.status === 200)).toHaveLength(2 * maxAttendances);
    expect(takes.some((take) => take.code === 'live.maxAttendances')).toBe(true);
    expect(await expectNobodyOverMaximum(small.race.accountId, small.attendants)).toEqual([3, 3]);
    const rows = await rowsOf(ids);
    expect(rows.filter((row) => row.attendantId === null)).toHaveLength(ids.length - 2 * maxAttendances);
  });

  it('carries a customer on one process to the attendant on the other and back', async () => {
    // Its own conversation, taken by an attendant on the second process (the races above leave
    // which process won to chance): the customer wrote through the first.
    const own = await prepareTakeRace(store.db, urls(), sockets, {
      attendantCount: 2,
      conversationCount: 1,
      maxAttendances,
    });
    const attendant = own.attendants.find((candidate) => candidate.url === servers[1]?.url);
    const [visitor] = own.visitors;
    if (!attendant || !visitor) throw new Error('no attendant on the second process');
    await takeWhenQueued(attendant.client, visitor.conversationId);
    attendant.socket.emit('enterRoom', { roomId: visitor.conversationId });
    await new Promise((resolve) => setTimeout(resolve, 200));

    const toAttendant = nextMessage(attendant.socket, 'Do processo A para B');
    const sent = (await visitor.socket.timeout(5000).emitWithAck('send', {
      clientMessageId: `a-to-b-${newToken(6)}`,
      text: 'Do processo A para B',
    })) as Ack<LiveMessage>;
    expect(sent.ok).toBe(true);
    expect(await toAttendant).toMatchObject({ sender: 'customer', conversationId: visitor.conversationId });

    const toCustomer = nextMessage(visitor.socket, 'De B para A');
    const reply = (await attendant.socket.timeout(5000).emitWithAck('send', {
      conversationId: visitor.conversationId,
      clientMessageId: `b-to-a-${newToken(6)}`,
      text: 'De B para A',
    })) as Ack<LiveMessage>;
    expect(reply.ok).toBe(true);
    expect(await toCustomer).toMatchObject({ sender: 'attendant', conversationId: visitor.conversationId });
  });
});
