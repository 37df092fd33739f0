import { createHmac } from 'node:crypto';
import type { FlowDocumentInput } from '@prosa/contracts';
import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../../../app/newId.ts';
import { channelOutbox, channels, conversations, messages, users } from '../../../../db/schema/index.ts';
import type { ApiClient } from '../../../../testing/ApiClient.ts';
import { signIn } from '../../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../../testing/startTestServer.ts';
import { until } from '../../../../testing/until.ts';
import { storeAttendantMessage } from '../../../live/index.ts';
import { insertConversation } from '../../../live/testing/insertConversation.ts';

// Messenger and Instagram end to end against the sandbox's Meta fake: the channels API, Graph's
// GET verification and signature at /webhooks/meta/{id}, a customer walking a published flow with
// quick replies, the answers through the Send API, and the delivery and read webhooks on the ticks.

const pageId = '209000000000101';
const instagramAccountId = '17841400000000101';
const secrets = {
  pageAccessToken: 'page-token-of-the-test',
  appSecret: 'app-secret-of-the-test',
  verifyToken: 'verify-me',
};
let server: TestServer;
let sandbox: Sandbox;
let admin: ApiClient;

const channelsByType: Record<string, { id: string; webhookUrl: string }> = {};

const flow: FlowDocumentInput = {
  description: 'Meta',
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

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox({ statusDelayMs: 5 });
  const graphBaseUrl = await sandbox.start();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  const botId = (await admin.get('/api/bots')).body[0]._id;
  expect((await admin.put(`/api/bots/${botId}/flow`, flow)).status).toBe(200);
  expect((await admin.post(`/api/bots/${botId}/flow/publish`)).status).toBe(200);
  for (const [type, instanceId, config] of [
    ['messenger', pageId, { pageId }],
    ['instagram', instagramAccountId, { pageId, instagramAccountId }],
  ] as const) {
    const created = await admin.post('/api/channels', {
      type,
      provider: 'meta',
      name: type,
      botId,
      config: { ...config, ...secrets, graphBaseUrl },
    });
    expect(created.status).toBe(200);
    channelsByType[type] = created.body.channel;
    const registered = await sandboxPost('/_sandbox/numbers', {
      provider: type,
      instanceId,
      webhookUrl: created.body.channel.webhookUrl,
      secrets,
    });
    expect(registered.status).toBe(204);
  }
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
const instanceOf = (type: string) => (type === 'instagram' ? instagramAccountId : pageId);
const customerSends = async (type: string, from: string, body: Record<string, unknown>) => {
  const response = await sandboxPost('/_sandbox/customer/messages', {
    provider: type,
    instanceId: instanceOf(type),
    from,
    ...body,
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { id: string }).id;
};
const thread = async (type: string, customer: string) => {
  const query = `provider=${type}&instanceId=${instanceOf(type)}&customer=${customer}`;
  const response = await fetch(`${sandbox.url}/_sandbox/threads?${query}`);
  return ((await response.json()) as { messages: Array<Record<string, unknown>> }).messages;
};
const storedCount = async (mid: string) =>
  (
    await server.services.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.clientMessageId, `meta:${mid}`))
  ).length;
const signedPost = (type: string, body: string, signature: string | null) =>
  fetch(channelsByType[type]?.webhookUrl ?? '', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    body,
  });
const signatureOf = (body: string, secret = secrets.appSecret) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('Messenger and Instagram channels: the channels API and the webhook URL', () => {
  it('answers at /webhooks/meta/{id} and never returns the secrets', async () => {
    const channel = channelsByType.messenger;
    expect(channel?.webhookUrl).toMatch(/\/webhooks\/meta\/[0-9a-f]{24}$/);
    const listed = (await admin.get('/api/channels')).body.channels.find(
      (row: { id: string }) => row.id === channel?.id,
    );
    expect(listed).toMatchObject({ type: 'messenger', provider: 'meta', config: { pageId } });
    expect(listed.storedSecrets.sort()).toEqual(['appSecret', 'pageAccessToken', 'verifyToken']);
    expect(JSON.stringify(listed)).not.toContain(secrets.pageAccessToken);
    expect(JSON.stringify(listed)).not.toContain(secrets.appSecret);
  });

  it('passes the connection test with the page token; the installation shows the verify token', async () => {
    const id = channelsByType.instagram?.id;
    expect((await admin.post(`/api/channels/${id}/test`)).body).toEqual({
      ok: true,
      code: null,
      message: null,
    });
    expect((await admin.get(`/api/channels/${id}/installation`)).body).toEqual({
      webhookUrl: channelsByType.instagram?.webhookUrl,
      verifyToken: 'verify-me',
      mailServer: null,
    });
  });

  it('answers the GET hub.challenge with the verify token, 403 without it', async () => {
    const url = new URL(channelsByType.instagram?.webhookUrl ?? '');
    url.search = new URLSearchParams({
      'hub.mode': 'subscribe',
      'hub.verify_token': 'verify-me',
      'hub.challenge': '1158201444',
    }).toString();
    const verified = await fetch(url);
    expect(verified.status).toBe(200);
    expect(await verified.text()).toBe('1158201444');
    url.searchParams.set('hub.verify_token', 'guess');
    expect((await fetch(url)).status).toBe(403);
  });

  it('refuses a wrong or missing signature with 401 and stores nothing; a replayed mid is stored once', async () => {
    const mid = 'm_signature-case-1';
    const body = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: pageId,
          time: Date.now(),
          messaging: [
            {
              sender: { id: '7000000000000001' },
              recipient: { id: pageId },
              timestamp: Date.now(),
              message: { mid, text: 'Oi' },
            },
          ],
        },
      ],
    });
    expect((await signedPost('messenger', body, signatureOf(body, 'another-secret'))).status).toBe(401);
    expect((await signedPost('messenger', body, null)).status).toBe(401);
    expect(await storedCount(mid)).toBe(0);
    expect((await signedPost('messenger', body, signatureOf(body))).status).toBe(200);
    expect((await signedPost('messenger', body, signatureOf(body))).status).toBe(200);
    await until(async () => (await storedCount(mid)) === 1);
    // The replay's answer came after the first was recorded: nothing more is stored later.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await storedCount(mid)).toBe(1);
  });
});

describe.each(['messenger', 'instagram'])('a %s customer walks a published flow', (type) => {
  const customer = type === 'messenger' ? '7000000000000002' : '7000000000000003';

  it('gets quick replies, chooses one, and the answers reach delivered and read', async () => {
    await customerSends(type, customer, { text: 'Oi' });
    const buttons = await until(async () => (await thread(type, customer)).find((m) => m.kind === 'buttons'));
    expect(buttons).toMatchObject({
      direction: 'out',
      text: 'Sobre o que quer falar?',
      buttons: [
        { id: 'suporte', title: 'Suporte' },
        { id: 'vendas', title: 'Vendas' },
      ],
    });
    await customerSends(type, customer, { reply: { id: 'vendas', title: 'Vendas' } });
    const answer = await until(async () =>
      (await thread(type, customer)).find((m) => m.direction === 'out' && m.text === 'Certo, anotado.'),
    );
    const [conversation] = await server.services.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.channel, type), eq(conversations.visitorId, customer)));
    expect(conversation).toBeDefined();
    const statusesOf = async (providerMessageId: string) => {
      const [row] = await server.services.database.db
        .select({ statuses: messages.statuses })
        .from(channelOutbox)
        .innerJoin(messages, eq(messages.id, channelOutbox.messageId))
        .where(eq(channelOutbox.providerMessageId, providerMessageId));
      return row?.statuses ?? [];
    };
    // Messenger reports the delivery by mid; Instagram reports none, only the read.
    if (type === 'messenger')
      await until(async () => (await statusesOf(String(answer.id))).includes('delivered'));
    const read = await sandboxPost('/_sandbox/customer/read', {
      provider: type,
      instanceId: instanceOf(type),
      customer,
    });
    expect(read.status).toBe(204);
    await until(async () => (await statusesOf(String(answer.id))).includes('read'));
    await until(async () => (await statusesOf(String(buttons.id))).includes('read'));
    const stored = await server.services.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversation?.id ?? ''), like(messages.clientMessageId, 'meta:%')),
      )
      .orderBy(messages.seq);
    expect(stored.map((row) => row.text)).toEqual(['Oi', 'Vendas']);
  });
});

describe('an attendant answering an Instagram customer after the 24-hour window', () => {
  const customer = '7000000000000004';
  const wroteAt = () => new Date(Date.now() - 30 * 3_600_000);

  const roomOfAline = async () => {
    const db = server.services.database.db;
    const [aline] = await db.select().from(users).where(eq(users.email, 'atendente@prosa.demo'));
    if (!aline) throw new Error('no demo attendant');
    const channel = channelsByType.instagram;
    const [row] = await db
      .select()
      .from(channels)
      .where(eq(channels.id, channel?.id ?? ''));
    const accountId = row?.accountId ?? '';
    const conversation = await insertConversation(db, {
      accountId,
      channel: 'instagram',
      channelId: channel?.id ?? '',
      visitorId: customer,
      status: 'new',
      attendantId: aline.id,
      attendants: [{ id: aline.id, name: 'Aline Atendente' }],
      lastCustomerMessageAt: wroteAt(),
    });
    const answer = (text: string) =>
      storeAttendantMessage(
        server.services,
        { accountId, userId: aline.id, name: 'Aline Atendente' },
        { conversationId: conversation.id, clientMessageId: `a-${newToken(8)}`, text },
      );
    return { answer };
  };
  it('is refused with live.windowClosed when the app lacks Human Agent', async () => {
    const room = await roomOfAline();
    await expect(room.answer('Ainda precisa de ajuda?')).rejects.toMatchObject({ code: 'live.windowClosed' });
  });
});
