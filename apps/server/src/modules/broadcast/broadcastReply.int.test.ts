import type { FlowDocumentInput } from '@prosa/contracts';
import type { Sandbox } from '@prosa/sandbox';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastRecipients, channels, conversations, messages } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { setCredits } from '../credits/testing/setCredits.ts';
import { approvedBroadcastTemplate, startBroadcastSandbox } from './testing/startBroadcastSandbox.ts';

// A reply to a broadcast (issue 18): the recipient's message, through the sandbox's Cloud API fake
// and the one inbound path, opens a conversation whose bot starts at the dispatch's flow index, and
// the conversation counts as started by a broadcast with a reply (the origin page's "campaign").
// A message from someone the broadcast did not reach, or after the window, is the customer's own.
const flow: FlowDocumentInput = {
  description: 'Campanha',
  lines: [
    { line: 1, type: 'message', content: { kind: 'text', text: 'Bem-vindo ao menu.' }, appearanceMs: 0 },
    { line: 2, type: 'message', content: { kind: 'text', text: 'Até logo.' }, appearanceMs: 0 },
    {
      line: 10,
      type: 'message',
      content: { kind: 'text', text: 'Que bom que respondeu à oferta!' },
      appearanceMs: 0,
    },
  ],
};

describe('a reply to a broadcast', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let admin: ApiClient;
  let gestor: ApiClient;
  let accountId: string;
  let channelId: string;
  let botId: string;
  let templateId: string;
  const phoneNumberId = `3${Math.floor(Math.random() * 1e14)}`;
  const db = () => server.services.database.db;
  let sequence = 0;
  const phone = () => `55319${String(60_000_000 + sequence++ * 13).padStart(8, '0')}`;
  const customerWrites = async (from: string, text: string) => {
    const response = await fetch(`${sandbox.url}/_sandbox/customer/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'cloud',
        instanceId: phoneNumberId,
        profileName: 'Cliente',
        from,
        text,
      }),
    });
    expect(response.ok).toBe(true);
  };
  // The customer's conversation once the bot answered, with the bot's texts.
  const answered = (visitorId: string) =>
    until(async () => {
      const [conversation] = await db()
        .select()
        .from(conversations)
        .where(and(eq(conversations.channelId, channelId), eq(conversations.visitorId, visitorId)));
      if (!conversation) return null;
      const said = await db()
        .select({ text: messages.text })
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), eq(messages.sender, 'bot')))
        .orderBy(asc(messages.seq));
      return said.length > 0 ? { conversation, bot: said.map((message) => message.text) } : null;
    });
  const campaignConversations = async () => {
    const { rows } = (await admin.get('/api/analytics/origin?preset=today')).body as {
      rows: Array<{ key: string; total: number }>;
    };
    return rows.find((row) => row.key === 'campaign')?.total ?? 0;
  };
  const recipientOf = async (dispatchId: string, number: string) =>
    (
      await db()
        .select()
        .from(broadcastRecipients)
        .where(and(eq(broadcastRecipients.dispatchId, dispatchId), eq(broadcastRecipients.phone, number)))
    )[0];
  const dispatchTo = async (numbers: string[], flowIndex?: number) => {
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Oferta',
      channelId,
      templateId,
      recipients: numbers.map((number) => ({ phone: number })),
      ...(flowIndex === undefined ? {} : { flowIndex }),
    });
    expect(created.status).toBe(200);
    expect(created.body.dispatch.flowIndex).toBe(flowIndex ?? null);
    const id = created.body.dispatch.id as string;
    await until(async () => {
      const { counts } = (await gestor.get(`/api/broadcast/dispatches/${id}`)).body.dispatch;
      return counts.delivered === numbers.length;
    });
    return id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    ({ sandbox, accountId, channelId, gestor } = await startBroadcastSandbox(server, phoneNumberId));
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    botId = (await admin.get('/api/bots')).body[0]._id;
    expect((await admin.put(`/api/bots/${botId}/flow`, flow)).status).toBe(200);
    expect((await admin.post(`/api/bots/${botId}/flow/publish`)).status).toBe(200);
    await db().update(channels).set({ botId }).where(eq(channels.id, channelId));
    templateId = await approvedBroadcastTemplate(
      gestor,
      channelId,
      'Temos uma oferta para você. Responda para saber mais.',
    );
    await setCredits(db(), accountId, 1000);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  it('opens the conversation at the flow index and counts it as started by the broadcast, with reply', async () => {
    const [replier = '', silent = ''] = [phone(), phone()];
    const dispatchId = await dispatchTo([replier, silent], 10);
    const before = await campaignConversations();
    await customerWrites(replier, 'Quero saber!');
    const { conversation, bot } = await answered(replier);
    expect(bot).toEqual(['Que bom que respondeu à oferta!']);
    expect(conversation).toMatchObject({ origin: 'campaign', botId, status: 'bot' });
    expect(await recipientOf(dispatchId, replier)).toMatchObject({
      conversationId: conversation.id,
      repliedAt: expect.any(Date),
    });
    expect((await recipientOf(dispatchId, silent))?.repliedAt).toBeNull();
    expect(await campaignConversations()).toBe(before + 1);
    // The reply is counted once: the customer's next message continues the same conversation.
    await customerWrites(replier, 'Oi de novo');
    await until(async () => {
      const rows = await db().select().from(conversations).where(eq(conversations.visitorId, replier));
      const said = await db()
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), eq(messages.sender, 'customer')));
      return rows.length === 1 && said.length === 2;
    });
    expect(await campaignConversations()).toBe(before + 1);
  });

  it('starts at the first line without a flow index, and leaves others’ and late messages the customer’s own', async () => {
    const [noIndex = '', late = '', stranger = ''] = [phone(), phone(), phone()];
    const dispatchId = await dispatchTo([noIndex, late]);
    // The template reached `late` more than a day ago: its window closed.
    await db()
      .update(broadcastRecipients)
      .set({ sentAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(and(eq(broadcastRecipients.dispatchId, dispatchId), eq(broadcastRecipients.phone, late)));
    await customerWrites(noIndex, 'Oi');
    await customerWrites(late, 'Oi');
    await customerWrites(stranger, 'Oi');
    const first = await answered(noIndex);
    expect([first.conversation.origin, first.bot[0]]).toEqual(['campaign', 'Bem-vindo ao menu.']);
    for (const visitor of [late, stranger]) {
      const own = await answered(visitor);
      expect([own.conversation.origin, own.bot[0]]).toEqual(['customer', 'Bem-vindo ao menu.']);
    }
    expect((await recipientOf(dispatchId, late))?.repliedAt).toBeNull();
  });
});
