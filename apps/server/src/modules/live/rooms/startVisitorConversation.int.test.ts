import type { Ack, LiveMessage, WebchatState } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../../app/newId.ts';
import { bots, conversations, departments } from '../../../db/schema/index.ts';
import { connectSocket } from '../../../testing/connectSocket.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { connectVisitor } from '../../webchat/connectVisitor.ts';
import { accountIdOf, insertConversation, userIdOf } from '../testing/insertConversation.ts';

const call = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<T>>;
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

// Proactive chat: an attendant starts a conversation with a visitor browsing now.
describe('starting a conversation with a connected visitor', () => {
  let server: TestServer;
  let accountId: string;
  let attendantId: string;
  let bot: { id: string; token: string };
  const opened: Socket[] = [];
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
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

  async function visitor(botToken = bot.token, language = 'en-US') {
    const visitorId = newToken(16);
    const { socket } = await connectVisitor(server.url, { botToken, visitorId, language });
    opened.push(socket);
    return { socket, visitorId };
  }
  const browsing = async (client: Awaited<ReturnType<typeof signIn>>['client'], visitorId: string) => {
    for (let i = 0; i < 50; i++) {
      const { body } = await client.get('/api/live/visitors/browsing');
      const found = body.items.find((item: { visitorId: string }) => item.visitorId === visitorId);
      if (found?.title) return found;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return undefined;
  };

  it('opens an internal room held by the attendant; her message reaches the widget; the reply makes it waiting', async () => {
    const { socket: widget, visitorId } = await visitor();
    widget.emit('page', { url: 'https://shop.example/precos', title: 'Preços' });
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    expect(await browsing(client, visitorId)).toMatchObject({
      botId: bot.id,
      url: 'https://shop.example/precos',
      title: 'Preços',
      status: 'browsing',
    });
    const stateSeen = next<WebchatState>(widget, 'state');
    const started = await client.post('/api/live/conversations', { botId: bot.id, visitorId });
    expect(started.status).toBe(200);
    const id = started.body._id;
    const [room] = await db().select().from(conversations).where(eq(conversations.id, id));
    expect(room).toMatchObject({
      status: 'internal',
      origin: 'attendant',
      attendantId,
      language: 'en-US',
      channel: 'webchat',
    });
    expect((await stateSeen).conversationId).toBe(id);

    const live = await connectSocket(server.url, '/live', client.cookieHeader());
    opened.push(live as unknown as Socket);
    const arrived = next<LiveMessage>(widget, 'message');
    const sent = await call<LiveMessage>(live as unknown as Socket, 'send', {
      conversationId: id,
      clientMessageId: `att-${newToken(8)}`,
      text: 'Olá! Posso ajudar com os preços?',
    });
    expect(sent.ok).toBe(true);
    expect(await arrived).toMatchObject({ conversationId: id, text: 'Olá! Posso ajudar com os preços?' });
    const statusOf = async () =>
      (await db().select().from(conversations).where(eq(conversations.id, id)))[0]?.status;
    expect(await statusOf()).toBe('internal');
    const reply = await call<LiveMessage>(widget, 'send', {
      clientMessageId: `c-${newToken(8)}`,
      text: 'Sim!',
    });
    expect(reply).toMatchObject({ ok: true, data: { conversationId: id } });
    for (let i = 0; i < 50 && (await statusOf()) !== 'waiting'; i++)
      await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await statusOf()).toBe('waiting');

    // Now in a conversation: no longer offered, and a second start is refused.
    expect((await client.get('/api/live/visitors/browsing')).body.items).not.toContainEqual(
      expect.objectContaining({ visitorId }),
    );
    const again = await client.post('/api/live/conversations', { botId: bot.id, visitorId });
    expect([again.status, again.body.error.code]).toEqual([409, 'live.visitorInConversation']);
  });

  it('refuses a visitor who left, another account’s visitor, and bad input', async () => {
    const { socket, visitorId } = await visitor();
    const { client: outra } = await signIn(server.url, 'admin@outra.demo');
    const foreign = await outra.post('/api/live/conversations', { botId: bot.id, visitorId });
    expect([foreign.status, foreign.body.error.code]).toEqual([409, 'live.visitorGone']);
    socket.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    const gone = await client.post('/api/live/conversations', { botId: bot.id, visitorId });
    expect([gone.status, gone.body.error.code]).toEqual([409, 'live.visitorGone']);
    const bad = await client.post('/api/live/conversations', { botId: bot.id, visitorId: 'x' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'live.visitorInvalid']);
    expect((await client.post('/api/live/conversations', {})).status).toBe(400);
  });

  it('counts against the attendant’s maximum in the bot’s default department', async () => {
    const departmentId = newId();
    await db()
      .insert(departments)
      .values({ id: departmentId, accountId, name: 'Proativo', queue: true, maxAttendances: 1 });
    const botId = newId();
    const token = newToken(24);
    await db()
      .insert(bots)
      .values({ id: botId, accountId, token, name: 'Proativo Bot', defaultDepartmentId: departmentId });
    await insertConversation(db(), {
      accountId,
      botId,
      departmentId,
      status: 'waiting',
      attendantId,
      assignedAt: new Date(),
    });
    const { visitorId } = await visitor(token);
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    const full = await client.post('/api/live/conversations', { botId, visitorId });
    expect([full.status, full.body.error.code]).toEqual([409, 'live.maxAttendances']);
    const { client: manager } = await signIn(server.url, 'gestor@prosa.demo');
    const started = await manager.post('/api/live/conversations', { botId, visitorId });
    expect(started.status).toBe(200);
    const rows = await db()
      .select()
      .from(conversations)
      .where(and(eq(conversations.botId, botId), eq(conversations.visitorId, visitorId)));
    expect(rows).toHaveLength(1);
  });
});
