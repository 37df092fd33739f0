import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, conversations } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf, insertConversation } from '../live/testing/insertConversation.ts';
import { checkProviderBaseUrls } from './checkProviderBaseUrls.ts';
import { openSecrets } from './secrets/sealSecrets.ts';
import { cloudChannelBody } from './testing/cloudChannelBody.ts';

let server: TestServer;
let admin: ApiClient;
let outra: ApiClient;
let botId: string;
let otherBotId: string;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://prosa.example.com/' });
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  outra = (await signIn(server.url, 'admin@outra.demo')).client;
  botId = (await admin.get('/api/bots')).body[0]._id;
  otherBotId = (await outra.get('/api/bots')).body[0]._id;
});
afterAll(() => server.close());

const storedRow = async (id: string) => {
  const [row] = await server.services.database.db.select().from(channels).where(eq(channels.id, id));
  return row;
};

describe('/api/channels', () => {
  it('connects a Cloud API number with the defaults, seals its secrets and never returns them', async () => {
    const created = await admin.post('/api/channels', cloudChannelBody(botId, '1001'));
    expect(created.status).toBe(200);
    const { channel } = created.body;
    expect(channel).toMatchObject({
      type: 'whatsapp',
      provider: 'cloud',
      name: 'WhatsApp 1001',
      botId,
      webhookUrl: `https://prosa.example.com/webhooks/whatsapp/${channel.id}`,
    });
    const listed = (await admin.get('/api/channels')).body.channels;
    const mine = listed.find((item: { id: string }) => item.id === channel.id);
    expect(mine.config).toEqual({
      phoneNumberId: '1001',
      wabaId: 'waba-1001',
      graphBaseUrl: 'https://graph.facebook.com',
      graphVersion: 'v21.0',
    });
    expect(mine.storedSecrets.sort()).toEqual(['accessToken', 'appSecret', 'verifyToken']);
    expect(JSON.stringify(listed)).not.toContain('secret-of-the-test');
    expect(JSON.stringify(created.body)).not.toContain('token-of-the-test');
    const row = await storedRow(channel.id);
    expect(row?.sealedSecrets).not.toContain('secret-of-the-test');
    expect(row?.instanceId).toBe('1001');
    expect(openSecrets(server.services.secretKey, row?.sealedSecrets ?? '').appSecret).toBe(
      'app-secret-of-the-test',
    );
  });

  it('takes Twilio and Gupshup numbers, their sender as the instance', async () => {
    const twilio = await admin.post('/api/channels', {
      type: 'whatsapp',
      provider: 'twilio',
      name: 'Twilio',
      botId,
      config: { accountSid: 'AC123', authToken: 'twilio-token', from: 'whatsapp:+55 11 99999-0001' },
    });
    expect(twilio.status).toBe(200);
    expect(twilio.body.channel.webhookUrl).toMatch(/\/webhooks\/twilio\/[0-9a-f]{24}$/);
    expect((await storedRow(twilio.body.channel.id))?.config).toEqual({
      accountSid: 'AC123',
      from: '5511999990001',
      apiBaseUrl: 'https://api.twilio.com',
    });
    const gupshup = await admin.post('/api/channels', {
      type: 'whatsapp',
      provider: 'gupshup',
      name: 'Gupshup',
      botId,
      config: { appName: 'ProsaApp', apiKey: 'gupshup-key', source: '5511999990002' },
    });
    expect(gupshup.status).toBe(200);
    expect((await storedRow(gupshup.body.channel.id))?.instanceId).toBe('ProsaApp');
  });

  it('refuses bad input with catalogue errors', async () => {
    const codeOf = async (body: unknown) => (await admin.post('/api/channels', body)).body.error?.code;
    expect(await codeOf({ ...cloudChannelBody(botId, '2001'), provider: 'chatapi' })).toBe(
      'channels.providerUnavailable',
    );
    expect(await codeOf({ ...cloudChannelBody(botId, '2001'), type: 'gbm' })).toBe(
      'channels.typeUnavailable',
    );
    expect(await codeOf({ ...cloudChannelBody(botId, '2001'), type: 'telegram' })).toBe(
      'channels.providerUnavailable',
    );
    expect(await codeOf({ ...cloudChannelBody(botId, '2001'), name: ' ' })).toBe('channels.nameRequired');
    expect(await codeOf(cloudChannelBody(otherBotId, '2001'))).toBe('channels.botNotFound');
    const { accessToken: _, ...withoutToken } = cloudChannelBody(botId, '2001').config;
    expect(await codeOf({ ...cloudChannelBody(botId, '2001'), config: withoutToken })).toBe(
      'channels.secretsRequired',
    );
    expect(await codeOf(cloudChannelBody(botId, '', {}))).toBe('channels.configRequired');
    expect(await codeOf(cloudChannelBody(botId, '2001', { graphBaseUrl: 'ftp://graph.example' }))).toBe(
      'channels.baseUrlRefused',
    );
    expect(await codeOf(cloudChannelBody(botId, '2001', { graphBaseUrl: 'http://169.254.169.254' }))).toBe(
      'channels.baseUrlRefused',
    );
    // Outside production the sandbox's fakes on loopback are fine.
    expect(
      (
        await admin.post(
          '/api/channels',
          cloudChannelBody(botId, '2002', { graphBaseUrl: 'http://127.0.0.1:9' }),
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a number another channel uses, in any account', async () => {
    await admin.post('/api/channels', cloudChannelBody(botId, '3001'));
    const again = await outra.post('/api/channels', cloudChannelBody(otherBotId, '3001'));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('channels.instanceTaken');
    expect(again.body.error.message).toBe('Outro chatbot já utiliza o mesmo ID de instância.');
  });

  it('changes a channel keeping the secrets left out, and never another account’s', async () => {
    const { channel } = (await admin.post('/api/channels', cloudChannelBody(botId, '4001'))).body;
    const {
      accessToken: _,
      appSecret: __,
      verifyToken: ___,
      ...open
    } = cloudChannelBody(botId, '4001').config;
    const edited = await admin.put(`/api/channels/${channel.id}`, {
      ...cloudChannelBody(botId, '4001'),
      name: 'Vendas',
      config: { ...open, accessToken: 'new-token', graphVersion: 'v22.0' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.channel.name).toBe('Vendas');
    const secrets = openSecrets(
      server.services.secretKey,
      (await storedRow(channel.id))?.sealedSecrets ?? '',
    );
    expect(secrets).toEqual({
      accessToken: 'new-token',
      appSecret: 'app-secret-of-the-test',
      verifyToken: 'verify-token-of-the-test',
    });
    expect((await storedRow(channel.id))?.config.graphVersion).toBe('v22.0');
    // Another provider needs its own secrets.
    const toTwilio = await admin.put(`/api/channels/${channel.id}`, {
      type: 'whatsapp',
      provider: 'twilio',
      name: 'Vendas',
      botId,
      config: { accountSid: 'AC1', from: '5511988887777' },
    });
    expect(toTwilio.body.error.code).toBe('channels.secretsRequired');
    const foreign = await outra.put(`/api/channels/${channel.id}`, cloudChannelBody(otherBotId, '4001'));
    expect(foreign.status).toBe(404);
    expect((await outra.delete(`/api/channels/${channel.id}`)).status).toBe(404);
    expect((await outra.get('/api/channels')).body.channels).toEqual([]);
  });

  it('keeps the number, the provider and the chatbot while a conversation is open, and the channel itself', async () => {
    const { channel } = (await admin.post('/api/channels', cloudChannelBody(botId, '5001'))).body;
    const accountId = await accountIdOf(server.services.database.db, 'Prosa Demo');
    const conversation = await insertConversation(server.services.database.db, {
      accountId,
      botId,
      channel: 'whatsapp',
      channelId: channel.id,
      status: 'bot',
    });
    const moved = await admin.put(`/api/channels/${channel.id}`, cloudChannelBody(botId, '5002'));
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('channels.inConversation');
    // A new name is no change of configuration.
    expect(
      (await admin.put(`/api/channels/${channel.id}`, { ...cloudChannelBody(botId, '5001'), name: 'Novo' }))
        .status,
    ).toBe(200);
    expect((await admin.delete(`/api/channels/${channel.id}`)).body.error.code).toBe(
      'channels.inConversation',
    );
    await server.services.database.db
      .update(conversations)
      .set({ status: 'finished', finishedAt: new Date() })
      .where(eq(conversations.id, conversation.id));
    expect((await admin.put(`/api/channels/${channel.id}`, cloudChannelBody(botId, '5002'))).status).toBe(
      200,
    );
    expect((await admin.delete(`/api/channels/${channel.id}`)).status).toBe(200);
    expect(await storedRow(channel.id)).toBeUndefined();
  });

  it('is for administrators only', async () => {
    const { client: manager } = await signIn(server.url, 'gestor@prosa.demo');
    expect((await manager.get('/api/channels')).status).toBe(403);
    expect((await manager.post('/api/channels', cloudChannelBody(botId, '6001'))).status).toBe(403);
  });
});

describe('checkProviderBaseUrls', () => {
  const resolveTo = (address: string) => async () => [{ address, family: 4 }];
  it('in production takes only public https addresses', async () => {
    await expect(
      checkProviderBaseUrls({ graphBaseUrl: 'https://graph.example' }, true, resolveTo('93.184.216.34')),
    ).resolves.toBeUndefined();
    await expect(
      checkProviderBaseUrls({ graphBaseUrl: 'http://graph.example' }, true, resolveTo('93.184.216.34')),
    ).rejects.toThrow('channels.baseUrlRefused');
    await expect(
      checkProviderBaseUrls({ graphBaseUrl: 'https://sandbox.example' }, true, resolveTo('127.0.0.1')),
    ).rejects.toThrow('channels.baseUrlRefused');
    await expect(
      checkProviderBaseUrls({ apiBaseUrl: 'https://internal.example' }, true, resolveTo('10.0.0.5')),
    ).rejects.toThrow('channels.baseUrlRefused');
  });
  it('outside production also takes loopback, over http too', async () => {
    await expect(
      checkProviderBaseUrls({ apiBaseUrl: 'http://127.0.0.1:4000' }, false),
    ).resolves.toBeUndefined();
    await expect(checkProviderBaseUrls({ apiBaseUrl: 'http://10.0.0.5' }, false)).rejects.toThrow(
      'channels.baseUrlRefused',
    );
  });
});
