import { type Ack, type LiveMessage, liveStatus } from '@prosa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { newToken } from '../app/newId.ts';
import type { Db } from '../db/database.ts';
import { conversations, memberships } from '../db/schema/index.ts';
import { connectVisitor } from '../modules/webchat/connectVisitor.ts';
import type { ApiClient } from '../testing/ApiClient.ts';
import { connectSocket } from '../testing/connectSocket.ts';
import { signIn } from '../testing/signIn.ts';
import { seedTakeRace } from './seedTakeRace.ts';

const queued = ['queueManual', 'queueAutomatic'];

const until = async (what: string, probe: () => Promise<boolean>) => {
  for (let waited = 0; waited < 20_000; waited += 50) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

export interface RaceAttendant {
  id: string;
  client: ApiClient;
  socket: Socket;
  // The address of the server process the attendant signed in to.
  url: string;
}

// A take race ready to fire: a fresh queue-only department (seedTakeRace, written through `db`),
// `conversationCount` customers who wrote through the first server and wait in its queue, and the
// attendants signed in and online, alternately on each server. Every socket opened goes into
// `sockets`.
export async function prepareTakeRace(
  db: Db,
  urls: string[],
  sockets: Socket[],
  options: { attendantCount: number; conversationCount: number; maxAttendances: number },
) {
  const [first] = urls;
  if (!first) throw new Error('no server');
  const race = await seedTakeRace(db, options);

  const visitors: Array<{ socket: Socket; conversationId: string }> = [];
  for (let index = 0; index < options.conversationCount; index++) {
    const { socket } = await connectVisitor(first, {
      botToken: race.botToken,
      visitorId: `race-${index}-${newToken(8)}`,
    });
    sockets.push(socket);
    const ack = (await socket.timeout(10_000).emitWithAck('send', {
      clientMessageId: `race-first-${index}-${newToken(4)}`,
      text: 'Oi',
    })) as Ack<LiveMessage>;
    if (!ack.ok) throw new Error(`first message refused: ${ack.error.code}`);
    visitors.push({ socket, conversationId: ack.data.conversationId });
  }
  const ids = visitors.map((visitor) => visitor.conversationId);
  await until('every conversation in the queue', async () => {
    const rows = await db.select().from(conversations).where(inArray(conversations.id, ids));
    return rows.length === ids.length && rows.every((row) => queued.includes(row.status));
  });

  const attendants: RaceAttendant[] = await Promise.all(
    race.attendants.map(async (attendant, index) => {
      const url = urls[index % urls.length] as string;
      const { client } = await signIn(url, attendant.email);
      const socket = await connectSocket(url, '/live', client.cookieHeader());
      sockets.push(socket);
      socket.emit('changeStatus', { status: liveStatus.online });
      return { id: attendant.id, client, socket, url };
    }),
  );
  const attendantIds = attendants.map((attendant) => attendant.id);
  await until('every attendant online', async () => {
    const rows = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.accountId, race.accountId), inArray(memberships.userId, attendantIds)));
    return rows.every((row) => row.liveStatus === liveStatus.online);
  });
  return { race, visitors, attendants };
}
