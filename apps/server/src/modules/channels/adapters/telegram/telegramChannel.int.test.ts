import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, channels, conversations, messages } from '../../../../db/schema/index.ts';
import type { ApiClient } from '../../../../testing/ApiClient.ts';
import { signIn } from '../../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../../testing/startTestServer.ts';
import { until } from '../../../../testing/until.ts';
import { findChannelById, toAdapterChannel } from '../../channelRepository.ts';
import { telegramAdapter } from './telegramAdapter.ts';
import { textUpdate } from './telegramUpdateFixtures.ts';

// A Telegram channel end to end against the sandbox's Bot API fake: saved through the API (Prosa
// calls setWebhook itself), Updates posted by the fake with the secret token, every secret-token
// case at the public webhook, button presses answered, and media fetched by getFile.

const botToken = '7011110001:AAF_sandboxTokenForTelegramTests_01';
let server: TestServer;
let sandbox: Sandbox;
let admin: ApiClient;
let botId = '';
let channel: { id: string; webhookUrl: string; storedSecrets: string[]; config: Record<string, string> };

const sandboxCall = (path: string, body?: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const customerWrites = async (from: string, body: Record<string, unknown>) => {
  const response = await sandboxCall('/_sandbox/customer/messages', {
    provider: 'telegram',
    instanceId: '7011110001',
    from,
    profileName: 'Ana Souza',
    ...body,
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { id: string }).id;
};

const thread = async (customer: string) => {
  const query = new URLSearchParams({ provider: 'telegram', instanceId: '7011110001', customer });
  const response = await sandboxCall(`/_sandbox/threads?${query}`);
  return ((await response.json()) as { messages: Array<Record<string, unknown>> }).messages;
};

const storedMessage = (clientMessageId: string) =>
  until(async () => {
    const [row] = await server.services.database.db
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, `telegram:${clientMessageId}`));
    return row;
  });

const storedCount = async (clientMessageId: string) =>
  (
    await server.services.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(like(messages.clientMessageId, `telegram:${clientMessageId}`))
  ).length;

const adapterChannel = async () => {
  const row = await findChannelById(server.services.database.db, channel.id);
  if (!row) throw new Error('channel missing');
  return toAdapterChannel(row, server.services.secretKey, server.url);
};

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox({ statusDelayMs: 5 });
  await sandbox.start();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  botId = (await admin.get('/api/bots')).body[0]._id;
  const created = await admin.post('/api/channels', {
    type: 'telegram',
    provider: 'telegram',
    name: 'Telegram da loja',
    botId,
    config: { botToken, apiBaseUrl: sandbox.url },
  });
  expect(created.status).toBe(200);
  channel = created.body.channel;
});
afterAll(async () => {
  await sandbox?.close();
  await server?.close();
});

describe('saving a Telegram channel', () => {
  it('registers the webhook with setWebhook and keeps both tokens sealed', async () => {
    expect(channel.webhookUrl).toBe(`${server.url}/webhooks/telegram/${channel.id}`);
    expect(channel.storedSecrets.sort()).toEqual(['botToken', 'secretToken']);
    expect(channel.config).toEqual({ apiBaseUrl: sandbox.url, botId: '7011110001' });
    expect(JSON.stringify(channel)).not.toContain(botToken);
    const info = await (await sandboxCall(`/bot${botToken}/getWebhookInfo`)).json();
    expect(info).toMatchObject({ ok: true, result: { url: channel.webhookUrl } });
    const [row] = await server.services.database.db
      .select()
      .from(channels)
      .where(eq(channels.id, channel.id));
    expect(row?.sealedSecrets).not.toContain(botToken);
    expect(row?.instanceId).toBe('7011110001');
  });

  it('refuses a malformed token, and a token Telegram refuses, storing nothing', async () => {
    const body = (token: string) => ({
      type: 'telegram',
      provider: 'telegram',
      name: 'Outro',
      botId,
      config: { botToken: token, apiBaseUrl: sandbox.url },
    });
    const malformed = await admin.post('/api/channels', body('not-a-token'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('channels.botTokenInvalid');
    // Same bot, another key: a revoked token, refused by setWebhook with 401.
    const revoked = await admin.post('/api/channels', body('7011110001:AAF_revokedTokenForTelegramTests_99'));
    expect(revoked.status).toBe(400);
    expect(revoked.body.error.code).toBe('channels.webhookRefused');
    const rows = await server.services.database.db
      .select()
      .from(channels)
      .where(eq(channels.type, 'telegram'));
    expect(rows).toHaveLength(1);
  });

  it('passes the connection test (getMe)', async () => {
    const tested = await admin.post(`/api/channels/${channel.id}/test`, {});
    expect(tested.body).toEqual({ ok: true, code: null, message: null });
  });
});

describe('Telegram customer → fake → webhook → conversation', () => {
  it('stores a text in a Telegram conversation of the chat', async () => {
    const id = await customerWrites('900000001', { text: 'Bom dia' });
    const stored = await storedMessage(`900000001:${id}`);
    expect(stored).toMatchObject({ sender: 'customer', text: 'Bom dia', authorName: 'Ana Souza' });
    const [conversation] = await server.services.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, stored.conversationId));
    expect(conversation).toMatchObject({ channel: 'telegram', visitorId: '900000001' });
  });

  it('reads a pressed inline button as the option chosen, and answers its callback query', async () => {
    await customerWrites('900000002', { text: 'oi' });
    await telegramAdapter.send(
      await adapterChannel(),
      {
        messageId: 'm-keyboard',
        to: '900000002',
        text: 'Como podemos ajudar?',
        choices: {
          kind: 'buttons',
          presentation: 'buttons',
          options: [
            { key: 'opt-1', value: 'Vendas' },
            { key: 'opt-2', value: 'Suporte' },
          ],
        },
      },
      fetch,
    );
    const pressed = await customerWrites('900000002', { reply: { id: 'opt-2', title: 'Suporte' } });
    expect(await storedMessage(`callback:${pressed}`)).toMatchObject({ text: 'Suporte' });
    await until(async () => (await thread('900000002')).find((message) => message.id === pressed)?.answered);
  });

  it('keeps a photo, a voice note and a document, fetched by getFile', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const files = [
      { mime: 'image/png', name: 'foto.png', bytes: png, kind: 'image' },
      { mime: 'audio/ogg', name: 'voz.ogg', bytes: Buffer.from('OggS-voice'), kind: 'audio' },
      { mime: 'application/pdf', name: 'nota.pdf', bytes: Buffer.from('%PDF-1.4 nota'), kind: 'file' },
    ];
    for (const file of files) {
      const id = await customerWrites('900000003', {
        media: { mime: file.mime, name: file.name, base64: file.bytes.toString('base64') },
      });
      const stored = await until(async () => {
        const row = await storedMessage(`900000003:${id}`);
        return row.attachment ? row : undefined;
      });
      expect(stored.attachment).toMatchObject({ mime: file.mime, kind: file.kind, size: file.bytes.length });
      const [kept] = await server.services.database.db
        .select()
        .from(attachments)
        .where(eq(attachments.id, stored.attachment?.id ?? ''));
      expect(kept).toMatchObject({ ownerId: '900000003' });
    }
  });
});

describe('the secret token at POST /webhooks/telegram/{channelId}', () => {
  const post = (update: unknown, headers: Record<string, string>) =>
    fetch(`${server.url}/webhooks/telegram/${channel.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(update),
    });
  const update = (messageId: number) => ({
    ...textUpdate,
    update_id: 800000000 + messageId,
    message: {
      ...textUpdate.message,
      message_id: messageId,
      chat: { ...textUpdate.message.chat, id: 900000009 },
    },
  });
  const header = 'X-Telegram-Bot-Api-Secret-Token';

  it('refuses a wrong or missing secret token with 401 and stores nothing', async () => {
    expect((await post(update(501), { [header]: 'wrong-secret' })).status).toBe(401);
    expect((await post(update(501), {})).status).toBe(401);
    expect((await post(update(501), { [header]: '' })).status).toBe(401);
    expect(await storedCount('900000009:501')).toBe(0);
  });

  it('stores a valid Update once, however many times Telegram retries it', async () => {
    const secretToken = (await adapterChannel()).secrets.secretToken ?? '';
    expect((await post(update(502), { [header]: secretToken })).status).toBe(200);
    await storedMessage('900000009:502');
    expect((await post(update(502), { [header]: secretToken })).status).toBe(200);
    expect((await post(update(502), { [header]: secretToken })).status).toBe(200);
    // The next Update is processed after the replays: when it is stored, they were discarded.
    expect((await post(update(503), { [header]: secretToken })).status).toBe(200);
    await storedMessage('900000009:503');
    expect(await storedCount('900000009:502')).toBe(1);
  });

  it('is not found for an unknown channel', async () => {
    const response = await fetch(`${server.url}/webhooks/telegram/no-such-channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [header]: 'x' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});
