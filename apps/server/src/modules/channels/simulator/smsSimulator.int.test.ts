import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';

// The simulator plays SMS customers (issue 17): Twilio SMS numbers and the generic gateway on the
// demo's in-process sandbox, through the one inbound and outbound path.

let server: TestServer;
let admin: ApiClient;
let sandboxUrl = '';
let botId = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  const { channels } = (await admin.get('/api/channels')).body;
  sandboxUrl = channels[0].config.graphBaseUrl;
  botId = channels[0].botId;
});
afterAll(() => server.close());

type ThreadMessage = { direction: string; text: string; status: string };
const threadOf = async (id: string, customer: string): Promise<ThreadMessage[]> =>
  (await admin.get(`/api/simulator/channels/${id}/thread?customer=${customer}`)).body.messages;
const replyAfter = (id: string, customer: string, count: number) =>
  until(async () => {
    const messages = await threadOf(id, customer);
    const replies = messages.filter((message) => message.direction === 'out');
    return replies.length >= count && replies;
  });

describe('SMS in the simulator', () => {
  it('a Twilio SMS customer writes, the chatbot answers by SMS, and SAIR opts them out once', async () => {
    const created = await admin.post('/api/channels', {
      type: 'sms',
      provider: 'twilio',
      name: 'SMS Twilio',
      botId,
      config: {
        accountSid: 'AC00000000000000000000000000000003',
        authToken: 'sandbox-sms',
        from: '+15017122661',
        apiBaseUrl: sandboxUrl,
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.channel.id;
    const listed = (await admin.get('/api/simulator/channels')).body.channels;
    expect(listed).toContainEqual({
      id,
      name: 'SMS Twilio',
      type: 'sms',
      provider: 'twilio',
      instanceId: '15017122661',
    });
    const customer = '5511977776666';
    expect(
      (await admin.post(`/api/simulator/channels/${id}/messages`, { customer, text: 'Oi' })).status,
    ).toBe(200);
    const [answer] = await replyAfter(id, customer, 1);
    expect(answer?.text.length).toBeGreaterThan(0);
    await until(async () => (await threadOf(id, customer)).some((message) => message.status === 'delivered'));
    await admin.post(`/api/simulator/channels/${id}/messages`, { customer, text: 'SAIR' });
    // The confirmation, whatever else the chatbot's first turn sent around it (its answer, the
    // queue's busy message), and only once.
    const isConfirmation = (text: string) => /não receberá mais mensagens/.test(text);
    const replies = await until(async () => {
      const sent = (await threadOf(id, customer)).filter((message) => message.direction === 'out');
      return sent.some((message) => isConfirmation(message.text)) && sent;
    });
    expect(replies.filter((message) => isConfirmation(message.text))).toHaveLength(1);
  });

  it('a gateway customer writes and gets the answer through the gateway, its statuses mapped', async () => {
    const created = await admin.post('/api/channels', {
      type: 'sms',
      provider: 'http',
      name: 'SMS Gateway',
      botId,
      config: {
        urlTemplate: `${sandboxUrl}/sms-gateway/send?to={to}&from={from}&ref={id}`,
        method: 'POST',
        authHeader: 'X-Api-Key',
        authValue: 'gateway-key',
        from: '29123',
        statusMap: 'ENVIADA=sent,ENTREGUE=delivered,NAO_ENTREGUE=failed',
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.channel.id;
    const customer = '5511966665555';
    expect(
      (await admin.post(`/api/simulator/channels/${id}/messages`, { customer, text: 'Olá' })).status,
    ).toBe(200);
    await replyAfter(id, customer, 1);
    // The gateway's ENVIADA then ENTREGUE reach the chatbot's message as sent then delivered.
    const db = server.services.database.db;
    await until(async () => {
      const rows = await db
        .select({ statuses: messages.statuses })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversations.channelId, id), eq(messages.sender, 'bot')));
      return rows.some((row) => row.statuses.includes('delivered'));
    });
  });
});
