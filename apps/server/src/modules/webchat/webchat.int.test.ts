import {
  type Ack,
  defaultLiveMessages,
  type LiveMessage,
  type MessagePage,
  type WebchatState,
  webchatOpening,
} from '@prosa/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import {
  accounts,
  bots,
  contactIdentities,
  conversations,
  departments,
  journeys,
  messages,
  users,
  visitorPages,
} from '../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { storeAttendantMessage } from '../live/index.ts';
import { connectVisitor } from './connectVisitor.ts';

let server: TestServer;
let botToken: string;
let botId: string;
const sockets: Socket[] = [];

const newVisitorId = () => newToken(16);
async function visit(visitorId = newVisitorId(), language = 'pt-BR') {
  const connected = await connectVisitor(server.url, { botToken, visitorId, language });
  sockets.push(connected.socket);
  return { ...connected, visitorId };
}
const call = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<T>>;
const send = (socket: Socket, text: string, clientMessageId = `c-${newToken(8)}`) =>
  call<LiveMessage>(socket, 'send', { clientMessageId, text });
const until = async <T>(probe: () => Promise<T | null | undefined>) => {
  for (let i = 0; i < 100; i++) {
    const found = await probe();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error('timed out');
};
const conversationOf = async (visitorId: string) => {
  const [row] = await server.services.database.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.botId, botId), eq(conversations.visitorId, visitorId)));
  return row;
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.database.db;
  const [prosa] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
  const [bot] = await db
    .select()
    .from(bots)
    .where(eq(bots.accountId, prosa?.id ?? ''));
  botToken = bot?.token ?? '';
  botId = bot?.id ?? '';
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

describe('the /webchat socket', () => {
  it('refuses an unknown bot and a malformed visitor id', async () => {
    await expect(
      connectVisitor(server.url, { botToken: 'nope-nope-nope', visitorId: newVisitorId() }),
    ).rejects.toThrow('live.botNotFound');
    await expect(connectVisitor(server.url, { botToken, visitorId: 'short' })).rejects.toThrow(
      'live.visitorInvalid',
    );
  });

  it('welcomes with the bot’s name, its opening line and an empty state in the page’s language', async () => {
    const { welcome } = await visit(newVisitorId(), 'es');
    expect(welcome).toMatchObject({
      botName: 'Prosa Bot',
      language: 'es',
      state: { conversationId: null },
      opening: webchatOpening.es,
    });
  });

  it('opens with the account’s away message outside the business hours of the bot’s department', async () => {
    const db = server.services.database.db;
    const [bot] = await db.select().from(bots).where(eq(bots.id, botId));
    if (!bot) throw new Error('no demo bot');
    // A journey with no period: its department is never open.
    const journeyId = newId();
    await db
      .insert(journeys)
      .values({ id: journeyId, accountId: bot.accountId, name: `Fechado ${journeyId}` });
    const departmentId = newId();
    await db.insert(departments).values({
      id: departmentId,
      accountId: bot.accountId,
      name: `Fora do horário ${departmentId}`,
      journeyId,
    });
    const closedToken = newToken(24);
    await db.insert(bots).values({
      id: newId(),
      accountId: bot.accountId,
      token: closedToken,
      name: 'Robô fechado',
      defaultDepartmentId: departmentId,
    });
    const connected = await connectVisitor(server.url, {
      botToken: closedToken,
      visitorId: newVisitorId(),
      language: 'en-US',
    });
    sockets.push(connected.socket);
    expect(connected.welcome.opening).toBe(defaultLiveMessages['en-US'].noVacancy);
  });

  it('reads a regional page language as ours: en-GB, es-MX, pt; an unknown one as the default', async () => {
    const pairs = [
      ['en-GB', 'en-US'],
      ['en', 'en-US'],
      ['es-MX', 'es'],
      ['pt', 'pt-BR'],
      ['fr-FR', 'pt-BR'],
    ] as const;
    for (const [page, expected] of pairs)
      expect((await visit(newVisitorId(), page)).welcome.language).toBe(expected);
  });

  it('stores the first message before the ack, creates contact and conversation, greets and queues', async () => {
    const { socket, visitorId } = await visit();
    const states: WebchatState[] = [];
    const received: LiveMessage[] = [];
    socket.on('state', (state) => states.push(state));
    socket.on('message', (message) => received.push(message));
    const ack = await send(socket, 'Olá, preciso de ajuda');
    expect(ack).toMatchObject({
      ok: true,
      data: { seq: 1, sender: 'customer', text: 'Olá, preciso de ajuda' },
    });
    const db = server.services.database.db;
    const [identity] = await db
      .select()
      .from(contactIdentities)
      .where(eq(contactIdentities.externalId, `${botId}:${visitorId}`));
    expect(identity?.channel).toBe('webchat');
    const queued = await until(async () => {
      const row = await conversationOf(visitorId);
      return row?.status === 'queueAutomatic' ? row : null;
    });
    const [desk] = await db
      .select()
      .from(departments)
      .where(eq(departments.id, queued.departmentId ?? ''));
    expect(desk?.name).toBe('Atendimento');
    expect(queued.protocol).toMatch(/^\d{14}$/);
    expect(queued.contactId).toBe(identity?.contactId);
    const greeting = await until(async () => received.find((message) => message.sender === 'bot'));
    expect(greeting).toMatchObject({ seq: 2, text: expect.stringContaining('Olá') });
    const state = await until(async () => states.find((s) => s.status === 'queueAutomatic'));
    expect(state.queuePosition).toBeGreaterThanOrEqual(1);
    // The widget was connected: the bot's greeting is marked delivered.
    await until(async () => {
      const page = await call<MessagePage>(socket, 'sync', { afterSeq: 1 });
      return page.ok && page.data.items[0]?.statuses.includes('delivered');
    });
  });

  it('stores a repeated clientMessageId once and acks the stored message', async () => {
    const { socket, visitorId } = await visit();
    const first = await send(socket, 'uma vez', 'repeat-123456');
    await until(async () => (await conversationOf(visitorId))?.status !== 'bot');
    const again = await send(socket, 'uma vez', 'repeat-123456');
    expect(first.ok && again.ok && again.data._id === first.data._id).toBe(true);
    const page = await call<MessagePage>(socket, 'sync', { afterSeq: 0 });
    expect(page.ok && page.data.items.filter((m) => m.sender === 'customer')).toHaveLength(1);
  });

  it('answers a sync with exactly the messages after the sequence, in order', async () => {
    const { socket } = await visit();
    const acks = [];
    for (const text of ['um', 'dois', 'três', 'quatro']) acks.push(await send(socket, text));
    // The bot's greeting is stored while the visitor goes on writing, so where it falls between
    // them varies: sync after the first message's own sequence.
    const [first] = acks;
    if (!first?.ok || acks.some((ack) => !ack.ok)) throw new Error('a send was refused');
    const page = await call<MessagePage>(socket, 'sync', { afterSeq: first.data.seq });
    if (!page.ok) throw new Error('sync refused');
    const seqs = page.data.items.map((message) => message.seq);
    const after = page.data.lastSeq - first.data.seq;
    expect(seqs).toEqual(Array.from({ length: after }, (_, i) => i + first.data.seq + 1));
    expect(page.data.items.filter((m) => m.sender === 'customer').map((m) => m.text)).toEqual([
      'dois',
      'três',
      'quatro',
    ]);
  });

  it('refuses bad input with catalogue codes in the visitor’s language', async () => {
    const { socket } = await visit(newVisitorId(), 'en-US');
    const empty = await send(socket, '   ');
    expect(empty).toMatchObject({ ok: false, error: { code: 'live.messageEmpty' } });
    const stranger = await call(socket, 'send', { clientMessageId: 'x'.repeat(10), attachmentId: 'abc' });
    expect(stranger).toMatchObject({ ok: false, error: { code: 'live.attachmentNotFound' } });
    const garbage = await call(socket, 'send', 'not an object');
    expect(garbage).toMatchObject({ ok: false, error: { code: 'generic.invalidInput' } });
  });

  it('records the pages browsed, web addresses only', async () => {
    const { socket, visitorId } = await visit();
    socket.emit('page', { url: 'javascript:alert(1)', title: 'x' });
    socket.emit('page', { url: 'https://shop.example/produtos?id=1', title: 'Produtos' });
    const pages = await until(async () => {
      const rows = await server.services.database.db
        .select()
        .from(visitorPages)
        .where(eq(visitorPages.visitorId, visitorId));
      return rows.length > 0 ? rows : null;
    });
    expect(pages.map((page) => page.url)).toEqual(['https://shop.example/produtos?id=1']);
  });

  it('takes one survey score, then one NPS score, for a finished conversation only', async () => {
    const { socket, visitorId } = await visit();
    expect(await call(socket, 'rate', { score: 4 })).toMatchObject({
      ok: false,
      error: { code: 'live.surveyClosed' },
    });
    await send(socket, 'oi');
    const conversation = await until(async () => conversationOf(visitorId));
    expect(await call(socket, 'rate', { score: 4 })).toMatchObject({
      ok: false,
      error: { code: 'live.surveyClosed' },
    });
    await server.services.database.db
      .update(conversations)
      .set({ status: 'finished' })
      .where(eq(conversations.id, conversation.id));
    // The NPS question waits for the satisfaction score.
    expect(await call(socket, 'recommend', { score: 9 })).toMatchObject({
      ok: false,
      error: { code: 'live.surveyClosed' },
    });
    expect(await call(socket, 'rate', { score: 9 })).toMatchObject({
      ok: false,
      error: { code: 'live.scoreInvalid' },
    });
    expect(await call(socket, 'rate', { score: 5 })).toEqual({ ok: true, data: null });
    expect(await call(socket, 'rate', { score: 1 })).toMatchObject({
      ok: false,
      error: { code: 'live.surveyClosed' },
    });
    expect((await conversationOf(visitorId))?.satisfaction).toBe(5);
    // Then the NPS question, 0 to 10, answered once too.
    expect(await call(socket, 'recommend', { score: 11 })).toMatchObject({
      ok: false,
      error: { code: 'live.scoreInvalid' },
    });
    expect(await call(socket, 'recommend', { score: 10 })).toEqual({ ok: true, data: null });
    expect(await call(socket, 'recommend', { score: 2 })).toMatchObject({
      ok: false,
      error: { code: 'live.surveyClosed' },
    });
    expect((await conversationOf(visitorId))?.nps).toBe(10);
  });

  it('starts a new conversation with the bot after a finished one', async () => {
    const { socket, visitorId } = await visit();
    await send(socket, 'primeira');
    const first = await until(async () => conversationOf(visitorId));
    await server.services.database.db
      .update(conversations)
      .set({ status: 'finished', archivedAt: new Date() })
      .where(eq(conversations.id, first.id));
    const ack = await send(socket, 'de novo');
    expect(ack.ok && ack.data.conversationId !== first.id && ack.data.seq === 1).toBe(true);
  });

  it('gives two tabs of one visitor starting at once a single conversation', async () => {
    const visitorId = newVisitorId();
    const [one, two] = await Promise.all([visit(visitorId), visit(visitorId)]);
    const acks = await Promise.all([send(one.socket, 'aba 1'), send(two.socket, 'aba 2')]);
    const ids = acks.map((ack) => (ack.ok ? ack.data.conversationId : null));
    expect(ids[0]).not.toBeNull();
    expect(ids[1]).toBe(ids[0]);
    const rows = await server.services.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.botId, botId), eq(conversations.visitorId, visitorId)));
    expect(rows).toHaveLength(1);
  });

  it('answers a retry that arrives after its conversation ended with the stored message, no copy', async () => {
    const { socket, visitorId } = await visit();
    const first = await send(socket, 'antes do fim', 'retry-after-finish-1');
    const conversation = await until(async () => conversationOf(visitorId));
    await server.services.database.db
      .update(conversations)
      .set({ status: 'finished', archivedAt: new Date() })
      .where(eq(conversations.id, conversation.id));
    const again = await send(socket, 'antes do fim', 'retry-after-finish-1');
    expect(again.ok && first.ok && again.data._id === first.data._id).toBe(true);
    const rows = await server.services.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.botId, botId), eq(conversations.visitorId, visitorId)));
    expect(rows).toHaveLength(1);
  });

  it('after a finish shows the earlier conversations, newest last, and no longer names the attendant', async () => {
    const db = server.services.database.db;
    const { socket, visitorId } = await visit();
    await send(socket, 'primeira conversa');
    const first = await until(async () => {
      const row = await conversationOf(visitorId);
      return row?.status === 'queueAutomatic' ? row : null;
    });
    // The queue's notice is stored after the status changes: wait for it, so it cannot land after
    // the attendant's reply below (it did on PostgreSQL).
    await until(async () => {
      const notices = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, first.id), like(messages.clientMessageId, 'sys:queue:%')));
      return notices.length > 0;
    });
    // An attendant holds it and answers; the visitor is told who attends.
    const [aline] = await db.select().from(users).where(eq(users.email, 'atendente@prosa.demo'));
    if (!aline) throw new Error('no demo attendant');
    await db
      .update(conversations)
      .set({ status: 'new', attendantId: aline.id, attendants: [{ id: aline.id, name: 'Aline Atendente' }] })
      .where(eq(conversations.id, first.id));
    await storeAttendantMessage(
      server.services,
      { accountId: first.accountId, userId: aline.id, name: 'Aline Atendente' },
      { conversationId: first.id, clientMessageId: `a-${newToken(8)}`, text: 'Posso ajudar?' },
    );
    const attended = await visit(visitorId);
    expect(attended.welcome.state.attendantName).toBe('Aline Atendente');
    await db.update(conversations).set({ status: 'finished' }).where(eq(conversations.id, first.id));
    const finished = await visit(visitorId);
    expect(finished.welcome.state).toMatchObject({ status: 'finished', attendantName: null });
    // Still the current conversation (not archived): it comes by sync, and there is nothing earlier.
    expect(await call(finished.socket, 'history', {})).toEqual({ ok: true, data: { items: [] } });

    await db.update(conversations).set({ archivedAt: new Date() }).where(eq(conversations.id, first.id));
    await send(finished.socket, 'segunda conversa');
    const history = await call<{ items: LiveMessage[] }>(finished.socket, 'history', {});
    if (!history.ok) throw new Error(history.error.code);
    const texts = history.data.items.map((message) => message.text);
    expect(history.data.items.every((message) => message.conversationId === first.id)).toBe(true);
    expect(texts[0]).toBe('primeira conversa');
    expect(texts.at(-1)).toBe('Posso ajudar?');
    expect(history.data.items.map((message) => message.seq)).toEqual(texts.map((_, i) => i + 1));
    // A widget that last showed the first conversation gets the new one from its start.
    const caughtUp = await call<MessagePage>(finished.socket, 'sync', {
      afterSeq: 3,
      conversationId: first.id,
    });
    expect(caughtUp.ok && caughtUp.data.items[0]).toMatchObject({ seq: 1, text: 'segunda conversa' });
    // Another visitor sees none of it.
    const stranger = await visit();
    expect(await call(stranger.socket, 'history', {})).toEqual({ ok: true, data: { items: [] } });
  });
});
