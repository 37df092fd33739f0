import type { ConversationSummary, LiveMessage } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../app/newId.ts';
import { departments } from '../db/schema/index.ts';
import { appendMessage } from '../modules/live/messages/appendMessage.ts';
import { accountIdOf, insertConversation, userIdOf } from '../modules/live/testing/insertConversation.ts';
import type { ApiClient } from '../testing/ApiClient.ts';
import { connectSocket } from '../testing/connectSocket.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { until } from '../testing/until.ts';

// The promise: once an administrator narrows what a member may see, her open /live socket
// stops hearing of it within one second, whichever process holds it.
const withinMs = 1000;
const opened: Socket[] = [];

afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

interface Heard {
  summaries: ConversationSummary[];
  messages: LiveMessage[];
}
async function listen(server: TestServer, email: string) {
  const { client } = await signIn(server.url, email);
  const heard: Heard = { summaries: [], messages: [] };
  const socket = await connectSocket(
    server.url,
    '/live',
    client.cookieHeader(),
    {},
    {
      conversation: (summary) => heard.summaries.push(summary as ConversationSummary),
      message: (message) => heard.messages.push(message as LiveMessage),
    },
  );
  opened.push(socket);
  const enter = (roomId: string) => {
    socket.emit('enterRoom', { roomId });
    // Events of a socket run in order: the acknowledged sync says the room was entered.
    return socket.timeout(5000).emitWithAck('sync', { conversationId: roomId, afterSeq: 0 });
  };
  return { socket, heard, enter };
}

const customerSays = (server: TestServer, accountId: string, conversationId: string, text: string) =>
  appendMessage(server.services, {
    accountId,
    conversationId,
    clientMessageId: `cust-${newToken(8)}`,
    sender: 'customer',
    text,
  });

// The member's edit form as the users screen sends it back, with some fields changed.
async function editMember(admin: ApiClient, userId: string, changes: Record<string, unknown>) {
  const { user } = (await admin.get(`/api/settings/users/${userId}`)).body;
  const { name, email, role, level, departmentIds, chatbotIds, canSeeOthers, viewRule } = user;
  const body = { name, email, role, level, departmentIds, chatbotIds, canSeeOthers, viewRule, ...changes };
  const answer = await admin.put(`/api/settings/users/${userId}`, body);
  expect(answer.status).toBe(200);
}

// `change` is where the administrator works, `attend` where the attendant's socket is: the same
// server, or two processes joined by Redis.
async function withdrawAndWatch(change: TestServer, attend: TestServer) {
  const db = change.services.database.db;
  const accountId = await accountIdOf(db, 'Prosa Demo');
  const attendantId = await userIdOf(db, 'atendente@prosa.demo');
  const colleagueId = await userIdOf(db, 'carla@prosa.demo');
  const [desk] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
  const departmentId = desk?.id ?? '';
  const { client: admin } = await signIn(change.url, 'admin@prosa.demo');
  await editMember(admin, attendantId, {
    departmentIds: [departmentId],
    canSeeOthers: true,
    viewRule: 'all',
  });

  const held = (attendant: string | null) =>
    insertConversation(db, {
      accountId,
      departmentId,
      status: attendant ? 'attending' : 'queueManual',
      attendantId: attendant,
      assignedAt: attendant ? new Date() : null,
    });
  const fromCustomer = (conversationId: string, text: string) =>
    customerSays(change, accountId, conversationId, text);
  // A conversation that arrived: its summary goes to everyone who may see it.
  const arrive = async () => {
    const queued = await held(null);
    change.services.events.emit('conversation.changed', { accountId, conversationId: queued.id });
    return queued.id;
  };

  const own = await held(attendantId);
  const colleagues = await held(colleagueId);
  const her = await listen(attend, 'atendente@prosa.demo');
  // The administrator's own socket on the same process hears everything: once it has heard an
  // event, so would have her socket.
  const witness = await listen(attend, 'admin@prosa.demo');
  for (const room of [own.id, colleagues.id]) {
    expect((await her.enter(room)).ok).toBe(true);
    expect((await witness.enter(room)).ok).toBe(true);
  }
  const before = await arrive();
  await fromCustomer(colleagues.id, 'antes');
  await until(async () => her.heard.summaries.some((s) => s._id === before));
  await until(async () => her.heard.messages.some((m) => m.text === 'antes'));

  // Her departments, "see others" and the view rule `all` removed: only her own conversations
  // remain hers.
  const changedAt = Date.now();
  await editMember(admin, attendantId, { departmentIds: [], canSeeOthers: false, viewRule: 'only' });
  // The promise is "within one second", so the next events wait out that second.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, changedAt + withinMs - Date.now())));
  const after = await arrive();
  await fromCustomer(colleagues.id, 'depois');
  await fromCustomer(own.id, 'ainda dela');
  change.services.events.emit('conversation.changed', { accountId, conversationId: own.id });

  await until(async () => witness.heard.summaries.some((s) => s._id === after));
  await until(async () => witness.heard.messages.some((m) => m.text === 'depois'));
  await until(async () => her.heard.messages.some((m) => m.text === 'ainda dela'));
  await until(async () => her.heard.summaries.filter((s) => s._id === own.id).length > 0);
  expect(her.heard.summaries.map((s) => s._id)).not.toContain(after);
  expect(her.heard.messages.map((m) => m.text)).not.toContain('depois');
  // The API agrees: the colleague's room is no longer hers to read.
  const refused = await her.socket
    .timeout(5000)
    .emitWithAck('sync', { conversationId: colleagues.id, afterSeq: 0 });
  expect(refused.ok ? 'ok' : refused.error.code).toBe('live.conversationNotFound');
}

// A level's permission document loses `live.attend`: the API refuses her live chat, and her socket
// stops hearing even her own room.
async function takeLiveAttendAndWatch(change: TestServer, attend: TestServer) {
  const db = change.services.database.db;
  const accountId = await accountIdOf(db, 'Prosa Demo');
  const attendantId = await userIdOf(db, 'atendente@prosa.demo');
  const { client: admin } = await signIn(change.url, 'admin@prosa.demo');
  const own = await insertConversation(db, {
    accountId,
    status: 'attending',
    attendantId,
    assignedAt: new Date(),
  });
  const fromCustomer = (text: string) => customerSays(change, accountId, own.id, text);
  const her = await listen(attend, 'atendente@prosa.demo');
  const witness = await listen(attend, 'admin@prosa.demo');
  expect((await her.enter(own.id)).ok).toBe(true);
  expect((await witness.enter(own.id)).ok).toBe(true);
  await fromCustomer('antes');
  await until(async () => her.heard.messages.some((m) => m.text === 'antes'));

  const { documents } = (await admin.get('/api/settings/access/control')).body;
  const attendants = documents.find((d: { level: number }) => d.level === 14);
  const changedAt = Date.now();
  const saved = await admin.put('/api/settings/access/control/14', {
    permissions: { ...attendants.permissions, 'live.attend': false },
  });
  expect(saved.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, changedAt + withinMs - Date.now())));
  await fromCustomer('depois');
  change.services.events.emit('conversation.changed', { accountId, conversationId: own.id });
  await until(async () => witness.heard.messages.some((m) => m.text === 'depois'));
  await until(async () => witness.heard.summaries.some((s) => s._id === own.id));
  expect(her.heard.messages.map((m) => m.text)).not.toContain('depois');
  expect(her.heard.summaries.map((s) => s._id)).not.toContain(own.id);
  const restored = await admin.put('/api/settings/access/control/14', {
    permissions: attendants.permissions,
  });
  expect(restored.status).toBe(200);
}

describe('withdrawn access on an open /live socket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('stops a new conversation’s summary and a now hidden room’s messages within a second', async () => {
    await withdrawAndWatch(server, server);
  });

  it('stops even her own room once her level loses live.attend', async () => {
    await takeLiveAttendAndWatch(server, server);
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'withdrawn access across two server processes',
  () => {
    let database: TestDatabase;
    let first: TestServer;
    let second: TestServer;
    beforeAll(async () => {
      database = await createTestDatabase();
      first = await startTestServer({}, { database });
      second = await startTestServer({}, { database });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    it('stops them on the other process too', async () => {
      await withdrawAndWatch(first, second);
    });

    it('stops her own room on the other process once her level loses live.attend', async () => {
      await takeLiveAttendAndWatch(first, second);
    });
  },
);
