import { type Ack, type ConversationSummary, type LiveMessage, liveStatus } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../../app/newId.ts';
import { bots, conversations, departments, memberships, messages } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { connectSocket } from '../../../testing/connectSocket.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { connectVisitor } from '../../webchat/connectVisitor.ts';
import { accountIdOf, insertConversation, userIdOf } from '../testing/insertConversation.ts';

const base = '/api/live/conversations';
const send = (socket: Socket, conversationId: string, text: string) =>
  socket
    .timeout(5000)
    .emitWithAck('send', { conversationId, clientMessageId: `att-${newToken(8)}`, text }) as Promise<
    Ack<LiveMessage>
  >;

// Group attendance: the holder adds attendants of the account to a room, who see it, hear it and
// write in it beside the holder, until they leave or are removed.
describe('participants of a live conversation', () => {
  let server: TestServer;
  let accountId: string;
  let departmentId: string;
  let botId: string;
  let botToken: string;
  let aline: ApiClient;
  let joao: ApiClient;
  let gustavo: ApiClient;
  let outra: ApiClient;
  let alineId: string;
  let joaoId: string;
  let gustavoId: string;
  const opened: Socket[] = [];
  const db = () => server.services.database.db;
  // A room Aline holds in Atendimento. João's view rule ("bots") hides it from him.
  const heldByAline = (values: Partial<typeof conversations.$inferInsert> = {}) =>
    insertConversation(db(), {
      accountId,
      departmentId,
      botId,
      status: 'waiting',
      attendantId: alineId,
      assignedAt: new Date(),
      ...values,
    });
  const add = (client: ApiClient, roomId: string, attendantId: string) =>
    client.post(`${base}/${roomId}/participants`, { attendantId });
  const codeOf = (answer: { body: { error?: { code: string } } }) => answer.body.error?.code;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    alineId = await userIdOf(db(), 'atendente@prosa.demo');
    joaoId = await userIdOf(db(), 'junior@prosa.demo');
    gustavoId = await userIdOf(db(), 'gestor@prosa.demo');
    const [serviceDesk] = await db()
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
    departmentId = serviceDesk?.id ?? '';
    const [bot] = await db()
      .select({ id: bots.id, token: bots.token })
      .from(bots)
      .where(eq(bots.accountId, accountId));
    if (!bot) throw new Error('no demo bot');
    botId = bot.id;
    botToken = bot.token;
    aline = (await signIn(server.url, 'atendente@prosa.demo')).client;
    joao = (await signIn(server.url, 'junior@prosa.demo')).client;
    gustavo = (await signIn(server.url, 'gestor@prosa.demo')).client;
    outra = (await signIn(server.url, 'admin@outra.demo')).client;
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(() => server?.close());

  async function live(client: ApiClient) {
    const socket = await connectSocket(server.url, '/live', client.cookieHeader());
    opened.push(socket);
    return socket;
  }

  it('lets the holder add an attendant once; the holder or a participant again is refused', async () => {
    const room = await heldByAline();
    expect((await joao.get(`${base}/${room.id}`)).status).toBe(404);
    const added = await add(aline, room.id, joaoId);
    expect(added.status).toBe(200);
    expect((added.body as ConversationSummary).participants).toEqual([{ id: joaoId, name: 'João Júnior' }]);
    const twice = await add(aline, room.id, joaoId);
    expect([twice.status, codeOf(twice)]).toEqual([409, 'live.attendantAlreadyInGroup']);
    const holder = await add(aline, room.id, alineId);
    expect([holder.status, codeOf(holder)]).toEqual([409, 'live.attendantAlreadyInGroup']);
    // Two adds of one attendant at once: exactly one lands.
    const racing = await heldByAline();
    const answers = await Promise.all([add(aline, racing.id, joaoId), add(gustavo, racing.id, joaoId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await db().select().from(conversations).where(eq(conversations.id, racing.id));
    expect(row?.participants).toEqual([{ id: joaoId, name: 'João Júnior' }]);
  });

  it('lets a participant see the room in their inbox, hear it and write to the customer; others still cannot', async () => {
    const visitorId = `visitor-${newToken(12)}`;
    const room = await heldByAline({ visitorId });
    const { socket: customer } = await connectVisitor(server.url, { botToken, visitorId });
    opened.push(customer);
    const reached = new Promise<LiveMessage>((resolve) =>
      customer.on('message', (m: LiveMessage) => m.sender === 'attendant' && resolve(m)),
    );
    expect((await add(aline, room.id, joaoId)).status).toBe(200);

    expect((await joao.get(`${base}/${room.id}`)).status).toBe(200);
    const inbox = await joao.get(`${base}?box=inbox`);
    expect((inbox.body.items as ConversationSummary[]).map((c) => c._id)).toContain(room.id);

    const joaoSocket = await live(joao);
    const heard: LiveMessage[] = [];
    joaoSocket.on('message', (m: LiveMessage) => heard.push(m));
    joaoSocket.emit('enterRoom', { roomId: room.id });
    const sent = await send(joaoSocket, room.id, 'Sou o especialista, posso ajudar.');
    if (!sent.ok) throw new Error(sent.error.code);
    expect((await reached).text).toBe('Sou o especialista, posso ajudar.');
    await expect.poll(() => heard.map((m) => m.text)).toContain('Sou o especialista, posso ajudar.');

    // The manager sees the room (his department) but attends neither as holder nor participant.
    const refused = await send(await live(gustavo), room.id, 'não sou do grupo');
    expect(refused.ok ? 'ok' : refused.error.code).toBe('live.notAttendant');
    const stored = await db().select().from(messages).where(eq(messages.conversationId, room.id));
    expect(stored.map((m) => m.text)).not.toContain('não sou do grupo');
  });

  it('lets a participant leave, and the holder remove one; nobody else removes', async () => {
    const room = await heldByAline();
    await add(aline, room.id, joaoId);
    await add(aline, room.id, gustavoId);
    const notTheirs = await joao.delete(`${base}/${room.id}/participants/${gustavoId}`);
    expect([notTheirs.status, codeOf(notTheirs)]).toEqual([403, 'generic.forbidden']);

    expect((await joao.delete(`${base}/${room.id}/participants/${joaoId}`)).status).toBe(204);
    expect((await joao.get(`${base}/${room.id}`)).status).toBe(404);
    const afterLeaving = await send(await live(joao), room.id, 'ainda estou aqui?');
    expect(afterLeaving.ok ? 'ok' : afterLeaving.error.code).toBe('live.notAttendant');

    const removed = await aline.delete(`${base}/${room.id}/participants/${gustavoId}`);
    expect(removed.status).toBe(200);
    expect((removed.body as ConversationSummary).participants).toEqual([]);
  });

  it('refuses a non-member, an inactive member, another account’s user and someone without live chat', async () => {
    const room = await heldByAline();
    const outsiders = [
      await userIdOf(db(), 'admin@outra.demo'),
      await userIdOf(db(), 'rafael@prosa.demo'),
      'no-such-user',
    ];
    for (const attendantId of outsiders) {
      const answer = await add(aline, room.id, attendantId);
      expect([answer.status, codeOf(answer)]).toEqual([409, 'live.transferTargetUnavailable']);
    }
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const revoked = await admin.put('/api/settings/access/control/15', {
      permissions: { 'live.attend': false },
    });
    expect(revoked.status).toBe(200);
    try {
      const answer = await add(aline, room.id, joaoId);
      expect([answer.status, codeOf(answer)]).toEqual([409, 'live.transferTargetUnavailable']);
    } finally {
      await admin.put('/api/settings/access/control/15', { permissions: {} });
    }
  });

  it('keeps the group to the holder, managers and administrators, and to this account', async () => {
    const room = await heldByAline();
    await add(aline, room.id, joaoId);
    const byParticipant = await add(joao, room.id, gustavoId);
    expect([byParticipant.status, codeOf(byParticipant)]).toEqual([403, 'generic.forbidden']);
    expect((await add(gustavo, room.id, await userIdOf(db(), 'carla@prosa.demo'))).status).toBe(200);
    const foreign = await add(outra, room.id, joaoId);
    expect([foreign.status, codeOf(foreign)]).toEqual([404, 'live.conversationNotFound']);
    const foreignRemoval = await outra.delete(`${base}/${room.id}/participants/${joaoId}`);
    expect([foreignRemoval.status, codeOf(foreignRemoval)]).toEqual([404, 'live.conversationNotFound']);
  });

  it('refuses changes to a finished or queued room, and bad input with 400', async () => {
    const finished = await heldByAline({ status: 'finished', participants: [{ id: joaoId, name: 'João' }] });
    const adding = await add(aline, finished.id, gustavoId);
    expect([adding.status, codeOf(adding)]).toEqual([409, 'live.invalidStatus']);
    const leaving = await joao.delete(`${base}/${finished.id}/participants/${joaoId}`);
    expect([leaving.status, codeOf(leaving)]).toEqual([409, 'live.invalidStatus']);
    const queued = await insertConversation(db(), { accountId, departmentId, status: 'queueManual' });
    const onQueued = await add(gustavo, queued.id, joaoId);
    expect([onQueued.status, codeOf(onQueued)]).toEqual([409, 'live.invalidStatus']);

    const room = await heldByAline();
    for (const body of [{}, { attendantId: '' }, { attendantId: 42 }, { attendantId: 'x'.repeat(65) }]) {
      const answer = await aline.post(`${base}/${room.id}/participants`, body);
      expect([answer.status, codeOf(answer)]).toEqual([400, 'generic.invalidInput']);
    }
  });

  it('makes a participant who receives the room by transfer its holder, no longer a participant', async () => {
    const room = await heldByAline();
    await add(aline, room.id, gustavoId);
    await db()
      .update(memberships)
      .set({ liveStatus: liveStatus.online })
      .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, gustavoId)));
    expect((await aline.post(`${base}/${room.id}/transfer`, { attendantId: gustavoId })).status).toBe(200);
    const [row] = await db().select().from(conversations).where(eq(conversations.id, room.id));
    expect([row?.attendantId, row?.participants]).toEqual([gustavoId, []]);
  });
});
