import type { Ack } from '@prosa/contracts';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../../app/newId.ts';
import { bots, contacts, conversations, departments, messages } from '../../../db/schema/index.ts';
import { archiveIdleConversations } from '../../../jobs/archiveIdleConversations.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { accountIdOf, insertConversation } from '../../live/testing/insertConversation.ts';
import { connectVisitor } from '../../webchat/connectVisitor.ts';
import { setNumberStatus } from '../runtime/setNumberStatus.ts';

// The number status follows the live chat (spec core.md §4): hand-off, take, transfer and a
// proactive chat make it `live`; a finish that leaves the survey to answer makes it
// `live_satisfactionSurvey`; the answer, an archive or an abandon make it `no_conversation`; a block
// outlives all of them.
describe('the number status through the live chat', () => {
  let server: TestServer;
  let admin: ApiClient;
  let accountId: string;
  let departmentId: string;
  let bot: { id: string; token: string };
  const sockets: Socket[] = [];
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    departmentId = newId();
    // A queue takes the conversation with nobody online; no distribution: attendants take by hand.
    await db().insert(departments).values({ id: departmentId, accountId, name: 'Números', queue: true });
    bot = { id: newId(), token: newToken(24) };
    await db()
      .insert(bots)
      .values({ ...bot, accountId, name: 'Status Bot', defaultDepartmentId: departmentId });
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  // A webchat visitor of a chatbot without a flow: the first message greets and hands off.
  async function visitor() {
    const visitorId = newToken(16);
    const { socket } = await connectVisitor(server.url, {
      botToken: bot.token,
      visitorId,
      language: 'pt-BR',
    });
    sockets.push(socket);
    const call = (event: string, payload: unknown) =>
      socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<unknown>>;
    const send = (text: string) => call('send', { clientMessageId: `c-${newToken(8)}`, text });
    // The visitor's latest conversation once it reached the queue and the customer was told so
    // (the hand-off is over: the number status is written before that message).
    const queued = () =>
      until(async () => {
        const [row] = await db()
          .select()
          .from(conversations)
          .where(and(eq(conversations.botId, bot.id), eq(conversations.visitorId, visitorId)))
          .orderBy(desc(conversations.createdAt))
          .limit(1);
        return row?.status === 'queueManual' && (await hasSystemMessage(row.id, 'queue')) && row;
      });
    return { socket, visitorId, call, send, queued };
  }

  async function hasSystemMessage(conversationId: string, key: string) {
    const rows = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversationId), like(messages.clientMessageId, `sys:${key}:%`)),
      );
    return rows.length > 0;
  }

  async function statusOf(contactId: string | null) {
    const answer = await admin.get(`/api/contacts/${contactId}/number-status`);
    expect(answer.status).toBe(200);
    return answer.body.statuses.find((row: { channel: string }) => row.channel === 'webchat')?.status ?? null;
  }
  const room = (id: string) => `/api/live/conversations/${id}`;
  const take = async (id: string) => expect((await admin.post(`${room(id)}/take`)).status).toBe(200);
  const finish = async (id: string, archive = false) =>
    expect((await admin.post(`${room(id)}/finish`, { archive })).status).toBe(200);

  async function queuedWithContact() {
    const contactId = newId();
    await db().insert(contacts).values({ id: contactId, accountId, name: 'Cliente do número' });
    const conversation = await insertConversation(db(), {
      accountId,
      botId: bot.id,
      departmentId,
      contactId,
    });
    return { contactId, conversationId: conversation.id };
  }

  it('goes live on the hand-off and the take, waits for the survey after the finish, and ends with the answer', async () => {
    const customer = await visitor();
    await customer.send('oi');
    const conversation = await customer.queued();
    expect(await statusOf(conversation.contactId)).toBe('live');

    await take(conversation.id);
    expect(await statusOf(conversation.contactId)).toBe('live');
    await finish(conversation.id);
    expect(await statusOf(conversation.contactId)).toBe('live_satisfactionSurvey');
    expect(await customer.call('rate', { score: 5 })).toEqual({ ok: true, data: null });
    expect(await statusOf(conversation.contactId)).toBe('no_conversation');
  });

  it('stays with the bot when the department can take no one now', async () => {
    // No queue and nobody online: the hand-off is unrealized and the bot goes on.
    const closedId = newId();
    await db().insert(departments).values({ id: closedId, accountId, name: 'Sem fila', queue: false });
    const closedBot = { id: newId(), token: newToken(24) };
    await db()
      .insert(bots)
      .values({ ...closedBot, accountId, name: 'Sem Vaga Bot', defaultDepartmentId: closedId });
    const visitorId = newToken(16);
    const { socket } = await connectVisitor(server.url, { botToken: closedBot.token, visitorId });
    sockets.push(socket);
    await socket.timeout(5000).emitWithAck('send', { clientMessageId: `c-${newToken(8)}`, text: 'oi' });
    const conversation = await until(async () => {
      const [row] = await db().select().from(conversations).where(eq(conversations.visitorId, visitorId));
      return row && (await hasSystemMessage(row.id, 'noVacancy')) && row;
    });
    expect(conversation).toMatchObject({ status: 'bot', transshipment: 'unrealized' });
    expect(await statusOf(conversation.contactId)).toBe('bot');
  });

  it('goes live when an attendant takes a queued conversation or transfers it to a department', async () => {
    const { contactId, conversationId } = await queuedWithContact();
    expect(await statusOf(contactId)).toBeNull();
    await take(conversationId);
    expect(await statusOf(contactId)).toBe('live');

    await setNumberStatus(db(), { accountId, contactId, channel: 'webchat', status: 'no_conversation' });
    const moved = await admin.post(`${room(conversationId)}/transfer`, { departmentId });
    expect(moved.status).toBe(200);
    expect(await statusOf(contactId)).toBe('live');
  });

  it('goes live when an attendant starts a conversation with a browsing visitor', async () => {
    const customer = await visitor();
    await customer.send('oi');
    const first = await customer.queued();
    await take(first.id);
    await finish(first.id, true);
    expect(await statusOf(first.contactId)).toBe('no_conversation');

    customer.socket.emit('page', { url: 'https://shop.example/precos', title: 'Preços' });
    await until(async () => {
      const { body } = await admin.get('/api/live/visitors/browsing');
      return body.items?.some((item: { visitorId: string }) => item.visitorId === customer.visitorId);
    });
    const started = await admin.post('/api/live/conversations', {
      botId: bot.id,
      visitorId: customer.visitorId,
    });
    expect(started.status).toBe(200);
    expect(await statusOf(first.contactId)).toBe('live');
  });

  it('leaves no conversation after a finish and archive, and after archiving a finished room', async () => {
    const archived = await queuedWithContact();
    await take(archived.conversationId);
    await finish(archived.conversationId, true);
    expect(await statusOf(archived.contactId)).toBe('no_conversation');

    const later = await queuedWithContact();
    await take(later.conversationId);
    await finish(later.conversationId);
    expect(await statusOf(later.contactId)).toBe('live_satisfactionSurvey');
    await finish(later.conversationId, true);
    expect(await statusOf(later.contactId)).toBe('no_conversation');
  });

  it('leaves no conversation when the auto-archive abandons an idle queued room', async () => {
    const { contactId, conversationId } = await queuedWithContact();
    await setNumberStatus(db(), { accountId, contactId, channel: 'webchat', status: 'live' });
    await db()
      .update(conversations)
      .set({ lastMessageAt: new Date(Date.now() - 30 * 24 * 3600_000) })
      .where(eq(conversations.id, conversationId));
    expect(await archiveIdleConversations(server.services)).toBeGreaterThan(0);
    const [row] = await db().select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row?.status).toBe('abandoned');
    expect(await statusOf(contactId)).toBe('no_conversation');
  });

  it('keeps a blocked number blocked through a hand-off, a take, a finish and the survey, until unblocked', async () => {
    const customer = await visitor();
    await customer.send('oi');
    const first = await customer.queued();
    await take(first.id);
    await finish(first.id, true);
    const status = `/api/contacts/${first.contactId}/number-status/webchat`;
    expect((await admin.post(`${status}/block`)).status).toBe(200);

    await customer.send('voltei');
    const second = await until(async () => {
      const row = await customer.queued();
      return row.id !== first.id && row;
    });
    expect(await statusOf(first.contactId)).toBe('blocked');
    await take(second.id);
    await finish(second.id);
    expect(await customer.call('rate', { score: 3 })).toEqual({ ok: true, data: null });
    expect(await statusOf(first.contactId)).toBe('blocked');
    // A reset leaves the block too; only the unblock lifts it.
    expect((await admin.post(`${status}/reset`)).body.statuses[0].status).toBe('blocked');
    expect((await admin.post(`${status}/unblock`)).body.statuses[0].status).toBe('no_conversation');
  });

  it('keeps the newer conversation’s status when an older finished room is archived afterwards', async () => {
    const customer = await visitor();
    await customer.send('oi');
    const first = await customer.queued();
    await take(first.id);
    await finish(first.id);
    expect(await statusOf(first.contactId)).toBe('live_satisfactionSurvey');

    // Writing again instead of answering starts a new conversation, handed off again.
    await customer.send('mais uma dúvida');
    await until(async () => {
      const row = await customer.queued();
      return row.id !== first.id && row;
    });
    expect(await statusOf(first.contactId)).toBe('live');
    await finish(first.id, true);
    expect(await statusOf(first.contactId)).toBe('live');
  });
});
