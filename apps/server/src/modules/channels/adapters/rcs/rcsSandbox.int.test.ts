import { createHmac } from 'node:crypto';
import type { FlowDocumentInput } from '@prosa/contracts';
import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../../../app/newId.ts';
import { channelOutbox, channels, messages, users } from '../../../../db/schema/index.ts';
import type { ApiClient } from '../../../../testing/ApiClient.ts';
import { signIn } from '../../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../../testing/startTestServer.ts';
import { until } from '../../../../testing/until.ts';
import { storeAttendantMessage } from '../../../live/index.ts';
import { insertConversation } from '../../../live/testing/insertConversation.ts';
import { registerWithSandbox } from '../../simulator/registerWithSandbox.ts';

// RCS end to end against the sandbox's RBM fake: the channels API, the clientToken handshake and
// the X-Goog-Signature at /webhooks/rcs/{id}, a customer walking a published flow with suggested
// replies, DELIVERED and READ on the ticks, and a number without RCS: failed without an SMS
// fallback, sent by the account's SMS channel with one.

const agentId = 'prosa_test_agent@rbm.goog';
const secrets = { accessToken: 'ya29.token-of-the-test', clientToken: 'CLIENTTOKENOFTEST' };
let server: TestServer;
let sandbox: Sandbox;
let admin: ApiClient;
let botId = '';
let rcs: { id: string; webhookUrl: string };

const flow: FlowDocumentInput = {
  description: 'RCS',
  lines: [
    {
      line: 1,
      type: 'buttons',
      text: 'Sobre o que quer falar?',
      buttons: ['Suporte', 'Vendas'].map((value) => ({ key: value.toLowerCase(), value, jump: 2 })),
      appearanceMs: 0,
    },
    { line: 2, type: 'message', content: { kind: 'text', text: 'Certo, anotado.' }, appearanceMs: 0 },
  ],
};

const register = async (id: string) => {
  const [row] = await server.services.database.db.select().from(channels).where(eq(channels.id, id));
  if (!row) throw new Error('no channel');
  await registerWithSandbox(row, sandbox.url, server.services.secretKey, server.url);
};

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox({ statusDelayMs: 5 });
  await sandbox.start();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  botId = (await admin.get('/api/bots')).body[0]._id;
  expect((await admin.put(`/api/bots/${botId}/flow`, flow)).status).toBe(200);
  expect((await admin.post(`/api/bots/${botId}/flow/publish`)).status).toBe(200);
  const created = await admin.post('/api/channels', {
    type: 'rcs',
    provider: 'rbm',
    name: 'RCS',
    botId,
    config: { agentId, ...secrets, rbmBaseUrl: sandbox.url },
  });
  expect(created.status).toBe(200);
  rcs = created.body.channel;
  await register(rcs.id);
});
afterAll(async () => {
  await sandbox?.close();
  await server?.close();
});

const sandboxPost = (path: string, body: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const customerSends = async (from: string, body: Record<string, unknown>) => {
  const response = await sandboxPost('/_sandbox/customer/messages', {
    provider: 'rcs',
    instanceId: agentId,
    from,
    ...body,
  });
  expect(response.ok).toBe(true);
};
const thread = async (provider: string, instanceId: string, customer: string) => {
  const query = new URLSearchParams({ provider, instanceId, customer });
  const response = await fetch(`${sandbox.url}/_sandbox/threads?${query}`);
  return ((await response.json()) as { messages: Array<Record<string, unknown>> }).messages;
};
const storedCount = async (id: string) =>
  (
    await server.services.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.clientMessageId, `rbm:${id}`))
  ).length;
const post = (body: string, headers: Record<string, string>) =>
  fetch(rcs.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
const envelope = (event: Record<string, unknown>) => {
  const data = Buffer.from(JSON.stringify(event));
  return {
    data,
    body: JSON.stringify({
      message: { data: data.toString('base64'), messageId: '1', publishTime: '2026-11-20T12:00:00Z' },
    }),
  };
};
const signatureOf = (data: Buffer, token = secrets.clientToken) =>
  createHmac('sha512', token).update(data).digest('base64');

describe('RCS channels: the channels API and the webhook', () => {
  it('answers at /webhooks/rcs/{id}, never returns the secrets, and refuses an SMS fallback that is no SMS channel', async () => {
    expect(rcs.webhookUrl).toMatch(/\/webhooks\/rcs\/[0-9a-f]{24}$/);
    const listed = (await admin.get('/api/channels')).body.channels.find(
      (row: { id: string }) => row.id === rcs.id,
    );
    expect(listed).toMatchObject({
      type: 'rcs',
      provider: 'rbm',
      config: { agentId, rbmBaseUrl: sandbox.url },
    });
    expect(listed.storedSecrets.sort()).toEqual(['accessToken', 'clientToken']);
    expect(JSON.stringify(listed)).not.toContain(secrets.accessToken);
    const refused = await admin.put(`/api/channels/${rcs.id}`, {
      type: 'rcs',
      provider: 'rbm',
      name: 'RCS',
      botId,
      config: { agentId, rbmBaseUrl: sandbox.url, smsFallbackChannelId: rcs.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('channels.smsFallbackInvalid');
  });

  it("answers RBM's handshake with the secret when the client token is right, 403 otherwise", async () => {
    const right = await post(JSON.stringify({ clientToken: secrets.clientToken, secret: '1234567890' }), {});
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('1234567890');
    expect((await post(JSON.stringify({ clientToken: 'GUESS', secret: '1' }), {})).status).toBe(403);
  });

  it('refuses a wrong or missing signature with 401 and stores nothing; a replayed message is stored once', async () => {
    const id = 'MsSignatureCase1';
    const { data, body } = envelope({
      senderPhoneNumber: '+5511900000001',
      messageId: id,
      sendTime: new Date().toISOString(),
      agentId,
      text: 'Oi',
    });
    expect((await post(body, { 'x-goog-signature': signatureOf(data, 'ANOTHERTOKEN') })).status).toBe(401);
    expect((await post(body, {})).status).toBe(401);
    expect(await storedCount(id)).toBe(0);
    expect((await post(body, { 'x-goog-signature': signatureOf(data) })).status).toBe(200);
    expect((await post(body, { 'x-goog-signature': signatureOf(data) })).status).toBe(200);
    await until(async () => (await storedCount(id)) === 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await storedCount(id)).toBe(1);
  });
});

describe('an RCS customer walks a published flow', () => {
  const customer = '5511900000002';

  it('gets suggested replies, taps one (its postback), and the answers reach delivered and read', async () => {
    await customerSends(customer, { text: 'Oi' });
    const buttons = await until(async () =>
      (await thread('rcs', agentId, customer)).find((m) => m.kind === 'buttons'),
    );
    expect(buttons).toMatchObject({
      direction: 'out',
      text: 'Sobre o que quer falar?',
      buttons: [
        { id: 'suporte', title: 'Suporte' },
        { id: 'vendas', title: 'Vendas' },
      ],
    });
    await customerSends(customer, { reply: { id: 'vendas', title: 'Vendas' } });
    const answer = await until(async () =>
      (await thread('rcs', agentId, customer)).find(
        (m) => m.direction === 'out' && m.text === 'Certo, anotado.',
      ),
    );
    const statusesOf = async (providerMessageId: string) => {
      const [row] = await server.services.database.db
        .select({ statuses: messages.statuses })
        .from(channelOutbox)
        .innerJoin(messages, eq(messages.id, channelOutbox.messageId))
        .where(eq(channelOutbox.providerMessageId, providerMessageId));
      return row?.statuses ?? [];
    };
    await until(async () => (await statusesOf(String(answer.id))).includes('delivered'));
    expect(
      (await sandboxPost('/_sandbox/customer/read', { provider: 'rcs', instanceId: agentId, customer }))
        .status,
    ).toBe(204);
    await until(async () => (await statusesOf(String(answer.id))).includes('read'));
    await until(async () => (await statusesOf(String(buttons.id))).includes('read'));
    const stored = await server.services.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(like(messages.clientMessageId, 'rbm:%'))
      .orderBy(messages.createdAt, messages.seq);
    expect(stored.map((row) => row.text)).toEqual(expect.arrayContaining(['Oi', 'Vendas']));
  });
});

describe('an attendant answering a number without RCS', () => {
  // The sandbox's numbers ending in 404 have no RCS.
  const customer = '5511900000404';

  // One conversation for both tests (a customer has one open conversation per chatbot).
  let room: Promise<(text: string) => Promise<unknown>> | null = null;
  const roomOfAline = () => {
    room ??= openRoomOfAline();
    return room;
  };
  const openRoomOfAline = async () => {
    const db = server.services.database.db;
    const [aline] = await db.select().from(users).where(eq(users.email, 'atendente@prosa.demo'));
    const [row] = await db.select().from(channels).where(eq(channels.id, rcs.id));
    if (!aline || !row) throw new Error('no demo attendant');
    const conversation = await insertConversation(db, {
      accountId: row.accountId,
      channel: 'rcs',
      channelId: rcs.id,
      visitorId: customer,
      status: 'new',
      attendantId: aline.id,
      attendants: [{ id: aline.id, name: 'Aline Atendente' }],
      lastCustomerMessageAt: new Date(),
    });
    return (text: string) =>
      storeAttendantMessage(
        server.services,
        { accountId: row.accountId, userId: aline.id, name: 'Aline Atendente' },
        { conversationId: conversation.id, clientMessageId: `a-${newToken(8)}`, text },
      );
  };
  const outboxOf = async (text: string) => {
    const [row] = await server.services.database.db
      .select({
        state: channelOutbox.state,
        errorCode: channelOutbox.errorCode,
        channelId: channelOutbox.channelId,
      })
      .from(channelOutbox)
      .innerJoin(messages, eq(messages.id, channelOutbox.messageId))
      .where(and(eq(messages.text, text), eq(channelOutbox.recipient, customer)));
    return row;
  };

  it('fails it as rcsNotCapable when the channel has no SMS fallback', async () => {
    const answer = await roomOfAline();
    await answer('Seu pedido saiu para entrega.');
    const failed = await until(async () => {
      const row = await outboxOf('Seu pedido saiu para entrega.');
      return row?.state === 'failed' ? row : null;
    });
    expect(failed).toMatchObject({ errorCode: 'rcsNotCapable', channelId: rcs.id });
  });

  it("sends it by the account's SMS channel when the RCS channel names it as its fallback", async () => {
    const sms = await admin.post('/api/channels', {
      type: 'sms',
      provider: 'http',
      name: 'SMS',
      botId,
      config: {
        urlTemplate: `${sandbox.url}/sms-gateway/send?to={to}&from={from}&ref={id}`,
        method: 'POST',
        authHeader: 'X-Api-Key',
        authValue: 'gateway-key',
        from: '29123',
        statusMap: 'ENVIADA=sent,ENTREGUE=delivered,NAO_ENTREGUE=failed',
      },
    });
    expect(sms.status).toBe(200);
    await register(sms.body.channel.id);
    const updated = await admin.put(`/api/channels/${rcs.id}`, {
      type: 'rcs',
      provider: 'rbm',
      name: 'RCS',
      botId,
      config: { agentId, rbmBaseUrl: sandbox.url, smsFallbackChannelId: sms.body.channel.id },
    });
    expect(updated.status).toBe(200);
    const answer = await roomOfAline();
    await answer('Seu boleto vence amanhã.');
    const sent = await until(async () =>
      (await thread('smsGateway', '29123', customer)).find((m) => m.text === 'Seu boleto vence amanhã.'),
    );
    expect(sent).toMatchObject({ direction: 'out', kind: 'text' });
    expect(await thread('rcs', agentId, customer)).toEqual([]);
    await until(async () => {
      const row = await outboxOf('Seu boleto vence amanhã.');
      return row?.state === 'sent' && row.channelId === sms.body.channel.id;
    });
  });
});
