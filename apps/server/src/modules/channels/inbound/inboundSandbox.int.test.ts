import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, conversations, messages } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { cloudChannelBody } from '../testing/cloudChannelBody.ts';

// The Cloud API path end to end against the sandbox's fake: the customer writes on the fake, which
// posts its real signed webhook to the server; the message lands in a WhatsApp conversation, media
// fetched through the Graph API's media id → URL → bytes.

const numberId = '109000000000777';
let server: TestServer;
let sandbox: Sandbox;
let admin: ApiClient;
let botId = '';

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox({ statusDelayMs: 5 });
  const graphBaseUrl = await sandbox.start();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  botId = (await admin.get('/api/bots')).body[0]._id;
  const body = cloudChannelBody(botId, numberId, { graphBaseUrl });
  const { channel } = (await admin.post('/api/channels', body)).body;
  const { accessToken, appSecret, verifyToken } = body.config;
  const registered = await fetch(`${graphBaseUrl}/_sandbox/numbers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'cloud',
      instanceId: numberId,
      webhookUrl: channel.webhookUrl,
      secrets: { accessToken, appSecret, verifyToken },
      config: { wabaId: body.config.wabaId },
    }),
  });
  expect(registered.status).toBe(204);
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
const customerWrites = async (body: Record<string, unknown>) => {
  const response = await sandboxPost('/_sandbox/customer/messages', {
    provider: 'cloud',
    instanceId: numberId,
    profileName: 'Ana',
    ...body,
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { id: string }).id;
};
const storedMessage = (providerId: string, provider = 'cloud') =>
  until(async () => {
    const [row] = await server.services.database.db
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, `${provider}:${providerId}`));
    return row;
  });

describe('Cloud API customer → sandbox → webhook → conversation', () => {
  it('stores a text and a reply choice in the customer’s WhatsApp conversation', async () => {
    const text = await storedMessage(await customerWrites({ from: '5511988880001', text: 'Bom dia' }));
    expect(text).toMatchObject({ sender: 'customer', text: 'Bom dia', authorName: 'Ana' });
    const [conversation] = await server.services.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, text.conversationId));
    expect(conversation).toMatchObject({ channel: 'whatsapp', visitorId: '5511988880001' });
    const reply = await storedMessage(
      await customerWrites({ from: '5511988880001', reply: { id: 'opt-2', title: 'Suporte' } }),
    );
    expect(reply).toMatchObject({ text: 'Suporte', conversationId: text.conversationId });
  });

  it('keeps a customer’s image as an attachment of the message', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const id = await customerWrites({
      from: '5511988880002',
      media: { mime: 'image/png', name: 'foto.png', base64: png.toString('base64') },
    });
    const stored = await storedMessage(id);
    expect(stored.attachment).toMatchObject({ mime: 'image/png', kind: 'image', size: png.length });
    const [file] = await server.services.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, stored.attachment?.id ?? ''));
    expect(file).toMatchObject({ ownerId: '5511988880002', size: png.length });
  });
});

describe('Twilio and Gupshup customers → sandbox → webhook → conversation', () => {
  const connect = async (provider: 'twilio' | 'gupshup', config: Record<string, string>) => {
    const created = await admin.post('/api/channels', {
      type: 'whatsapp',
      provider,
      name: provider,
      botId,
      config: { ...config, apiBaseUrl: sandbox.url },
    });
    expect(created.status).toBe(200);
    return created.body.channel as { id: string; webhookUrl: string };
  };

  it('stores a Twilio customer’s message, the form body signed over the webhook URL', async () => {
    const channel = await connect('twilio', {
      accountSid: 'AC00000000000000000000000000000077',
      authToken: 'twilio-token-of-the-test',
      from: '+14155230077',
    });
    const registered = await sandboxPost('/_sandbox/numbers', {
      provider: 'twilio',
      instanceId: '14155230077',
      webhookUrl: channel.webhookUrl,
      secrets: { authToken: 'twilio-token-of-the-test' },
      config: { accountSid: 'AC00000000000000000000000000000077' },
    });
    expect(registered.status).toBe(204);
    const id = await customerWrites({
      provider: 'twilio',
      instanceId: '14155230077',
      from: '5511988880003',
      text: 'Oi Twilio',
    });
    expect(await storedMessage(id, 'twilio')).toMatchObject({ sender: 'customer', text: 'Oi Twilio' });
  });

  it('stores a Gupshup customer’s message, called on the URL with its token', async () => {
    const channel = await connect('gupshup', {
      appName: 'ProsaInbound',
      apiKey: 'gupshup-key-of-the-test',
      source: '5511900000077',
    });
    expect(channel.webhookUrl).toMatch(/\/webhooks\/gupshup\/[0-9a-f]{24}\?token=/);
    const registered = await sandboxPost('/_sandbox/numbers', {
      provider: 'gupshup',
      instanceId: 'ProsaInbound',
      webhookUrl: channel.webhookUrl,
      secrets: { apiKey: 'gupshup-key-of-the-test' },
      config: { source: '5511900000077' },
    });
    expect(registered.status).toBe(204);
    const id = await customerWrites({
      provider: 'gupshup',
      instanceId: 'ProsaInbound',
      from: '5511988880004',
      text: 'Oi Gupshup',
    });
    expect(await storedMessage(id, 'gupshup')).toMatchObject({ sender: 'customer', text: 'Oi Gupshup' });
  });
});
