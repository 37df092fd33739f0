import type { Ack, LiveMessage } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../app/newId.ts';
import { bots, conversations, departments, messages } from '../db/schema/index.ts';
import { appendMessage } from '../modules/live/messages/appendMessage.ts';
import { accountIdOf, insertConversation, userIdOf } from '../modules/live/testing/insertConversation.ts';
import { connectVisitor } from '../modules/webchat/connectVisitor.ts';
import { connectSocket } from '../testing/connectSocket.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

const call = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<T>>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The room events of /live over real sockets, with the customer's /webchat socket on the other end.
describe('live rooms over /live and /webchat', () => {
  let server: TestServer;
  let accountId: string;
  let departmentId: string;
  let attendantId: string;
  let juniorId: string;
  let bot: { id: string; token: string };
  const opened: Socket[] = [];
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
    juniorId = await userIdOf(db(), 'junior@prosa.demo');
    const [serviceDesk] = await db()
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
    departmentId = serviceDesk?.id ?? '';
    const [demoBot] = await db()
      .select({ id: bots.id, token: bots.token })
      .from(bots)
      .where(eq(bots.accountId, accountId));
    if (!demoBot) throw new Error('no demo bot');
    bot = demoBot;
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(() => server?.close());

  async function live(email: string) {
    const { client } = await signIn(server.url, email);
    const socket = await connectSocket(server.url, '/live', client.cookieHeader());
    opened.push(socket);
    return socket;
  }
  // A room the attendant took and has not answered yet.
  const heldBy = (userId: string, values: Partial<typeof conversations.$inferInsert> = {}) =>
    insertConversation(db(), {
      accountId,
      departmentId,
      status: 'new',
      attendantId: userId,
      assignedAt: new Date(),
      ...values,
    });
  const fromCustomer = (conversationId: string, text: string) =>
    appendMessage(server.services, {
      accountId,
      conversationId,
      clientMessageId: `cust-${newToken(8)}`,
      sender: 'customer',
      text,
    });
  const stored = (conversationId: string) =>
    db().select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.seq);
  const send = (
    socket: Socket,
    conversationId: string,
    text: string,
    clientMessageId = `att-${newToken(8)}`,
  ) => call<LiveMessage>(socket, 'send', { conversationId, clientMessageId, text });
  // The guard runs one socket's events in order: an acknowledged sync means the earlier events ran.
  const settled = (socket: Socket, conversationId: string) =>
    call(socket, 'sync', { conversationId, afterSeq: 0 });

  it('refuses a send from a member who is not the room’s attendant, and stores nothing', async () => {
    const room = await heldBy(attendantId);
    const manager = await live('gestor@prosa.demo');
    const ack = await send(manager, room.id, 'não sou eu quem atende');
    expect(ack.ok ? 'ok' : ack.error.code).toBe('live.notAttendant');
    expect(await stored(room.id)).toEqual([]);
  });

  it('acknowledges the stored message with its sequence, answers a repeat with it, and moves new to waiting', async () => {
    const room = await heldBy(attendantId);
    const attendant = await live('atendente@prosa.demo');
    const first = await send(attendant, room.id, 'Olá, como posso ajudar?', 'att-repeat-0001');
    if (!first.ok) throw new Error(first.error.code);
    // The customer message withAttendant comes just before the first answer; the repeat adds nothing.
    expect(first.data).toMatchObject({ conversationId: room.id, seq: 2, sender: 'attendant' });
    const again = await send(attendant, room.id, 'Olá, como posso ajudar?', 'att-repeat-0001');
    expect(again).toEqual(first);
    expect((await stored(room.id)).map((m) => (m.sender === 'system' ? 'system' : m.id))).toEqual([
      'system',
      first.data._id,
    ]);
    const [now] = await db().select().from(conversations).where(eq(conversations.id, room.id));
    expect(now?.status).toBe('waiting');
  });

  it('syncs what came after a sequence', async () => {
    const room = await heldBy(attendantId, { status: 'waiting' });
    const attendant = await live('atendente@prosa.demo');
    await fromCustomer(room.id, 'oi');
    await send(attendant, room.id, 'um');
    await send(attendant, room.id, 'dois');
    const page = await call<{ items: LiveMessage[] }>(attendant, 'sync', {
      conversationId: room.id,
      afterSeq: 1,
    });
    expect(page.ok && page.data.items.map((m) => [m.seq, m.text])).toEqual([
      [2, 'um'],
      [3, 'dois'],
    ]);
  });

  it('joins only a room the member may see: no message of the hidden one arrives', async () => {
    // The junior's view rule ("bots") hides the attendant's room; his own room he sees.
    const hidden = await heldBy(attendantId);
    const own = await heldBy(juniorId);
    const junior = await live('junior@prosa.demo');
    const heard: LiveMessage[] = [];
    junior.on('message', (message: LiveMessage) => heard.push(message));
    junior.emit('enterRoom', { roomId: hidden.id });
    junior.emit('enterRoom', { roomId: own.id });
    await settled(junior, own.id);
    await fromCustomer(hidden.id, 'segredo');
    await fromCustomer(own.id, 'para o júnior');
    await pause(300);
    expect(heard.map((m) => [m.conversationId, m.text])).toEqual([[own.id, 'para o júnior']]);
    const refused = await call(junior, 'sync', { conversationId: hidden.id, afterSeq: 0 });
    expect(refused.ok ? 'ok' : refused.error.code).toBe('live.conversationNotFound');
  });

  it('marks the customer’s messages read, and only theirs', async () => {
    const room = await heldBy(attendantId, { status: 'waiting' });
    const attendant = await live('atendente@prosa.demo');
    attendant.emit('enterRoom', { roomId: room.id });
    await fromCustomer(room.id, 'uma');
    await fromCustomer(room.id, 'duas');
    await send(attendant, room.id, 'resposta');
    const statuses: Array<{ seq: number; statuses: string[] }> = [];
    attendant.on('messageStatus', (payload) => statuses.push(payload));
    attendant.emit('read', { conversationId: room.id, seq: 3 });
    await settled(attendant, room.id);
    const rows = await stored(room.id);
    expect(rows.map((m) => [m.sender, (m.statuses as string[]).includes('read')])).toEqual([
      ['customer', true],
      ['customer', true],
      ['attendant', false],
    ]);
    await pause(100);
    expect(statuses.map((s) => s.seq).sort()).toEqual([1, 2]);
  });

  it('brings the attendant’s typing and message to the customer on /webchat', async () => {
    const visitorId = `visitor-${newToken(12)}`;
    const room = await heldBy(attendantId, { botId: bot.id, visitorId });
    const { socket: customer } = await connectVisitor(server.url, { botToken: bot.token, visitorId });
    opened.push(customer);
    const typing = new Promise((resolve) => customer.once('typing', resolve));
    const received: LiveMessage[] = [];
    const message = new Promise<LiveMessage>((resolve) =>
      customer.on('message', (m: LiveMessage) => {
        received.push(m);
        if (m.sender === 'attendant') resolve(m);
      }),
    );
    const attendant = await live('atendente@prosa.demo');
    attendant.emit('enterRoom', { roomId: room.id });
    await settled(attendant, room.id);
    attendant.emit('typing', { conversationId: room.id, typing: true });
    expect(await typing).toEqual({ typing: true, name: 'Aline Atendente' });
    const ack = await send(attendant, room.id, 'Oi! Já vou te ajudar.');
    const arrived = await message;
    expect(ack.ok && ack.data._id).toBe(arrived._id);
    expect(arrived).toMatchObject({ text: 'Oi! Já vou te ajudar.', seq: 2 });
    // What happened first arrives first: who they are talking to, then her words.
    expect(received.map((m) => [m.seq, m.sender])).toEqual([
      [1, 'system'],
      [2, 'attendant'],
    ]);
  });
});
