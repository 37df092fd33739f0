import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, optOutRecords } from '../../../db/schema/index.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { accountIdOf } from '../../live/testing/insertConversation.ts';
import { isOptedOut } from '../../numbers/isOptedOut.ts';
import { twilioSignature } from '../adapters/twilio/twilioSignature.ts';

// SMS on the one inbound path (issue 17): both providers at POST /webhooks/sms/{channelId}, the
// message in a conversation of channel `sms`, STOP/SAIR opting the number out once.

let server: TestServer;
let admin: Awaited<ReturnType<typeof signIn>>['client'];
let twilioChannel: { id: string; webhookUrl: string };
let gatewayChannel: { id: string; webhookUrl: string };
let whatsappChannelId = '';
const authToken = 'sms-auth-token-of-the-test';
let sequence = 0;
const sid = () => `SM${Date.now().toString(16)}${(++sequence).toString().padStart(4, '0')}`;

const twilioBody = (botId: string, from = '15017122661') => ({
  type: 'sms',
  provider: 'twilio',
  name: `SMS ${from}`,
  botId,
  config: { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken, from: `+${from}` },
});
const gatewayBody = (botId: string, config: Record<string, string> = {}) => ({
  type: 'sms',
  provider: 'http',
  name: 'Gateway',
  botId,
  config: {
    // A loopback gateway: outside production the sandbox's fakes live there.
    urlTemplate: 'http://127.0.0.1:9/send?to={to}&text={text}',
    method: 'POST',
    authHeader: 'X-Api-Key',
    authValue: 'gateway-key',
    from: '29123',
    statusMap: 'DELIVRD=delivered,UNDELIV=failed',
    ...config,
  },
});

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  const botId = (await admin.get('/api/bots')).body[0]._id;
  twilioChannel = (await admin.post('/api/channels', twilioBody(botId))).body.channel;
  const gateway = await admin.post('/api/channels', gatewayBody(botId));
  expect(gateway.status).toBe(200);
  gatewayChannel = gateway.body.channel;
  const whatsapp = await admin.post('/api/channels', {
    ...twilioBody(botId, '14155238886'),
    type: 'whatsapp',
  });
  whatsappChannelId = whatsapp.body.channel.id;
});
afterAll(() => server.close());

const db = () => server.services.database.db;

// An incoming SMS as Twilio posts it, signed over the channel's webhook URL.
const incoming = (from: string, body: string, messageSid = sid()) => ({
  ToCountry: 'US',
  SmsMessageSid: messageSid,
  NumMedia: '0',
  SmsSid: messageSid,
  SmsStatus: 'received',
  Body: body,
  FromCountry: 'BR',
  To: '+15017122661',
  NumSegments: '1',
  MessageSid: messageSid,
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: `+${from}`,
  ApiVersion: '2010-04-01',
});
const postTwilio = (params: Record<string, string>, signature?: string, channelId = twilioChannel.id) => {
  const form = new URLSearchParams(params);
  const url = `${server.url}/webhooks/sms/${channelId}`;
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === ''
        ? {}
        : { 'x-twilio-signature': signature ?? twilioSignature(authToken, url, form) }),
    },
    body: form.toString(),
  });
};
const conversationMessages = async (clientMessageId: string) => {
  const [customer] = await db().select().from(messages).where(eq(messages.clientMessageId, clientMessageId));
  if (!customer) return null;
  return db()
    .select()
    .from(messages)
    .where(eq(messages.conversationId, customer.conversationId))
    .orderBy(messages.seq);
};

describe('SMS channels', () => {
  it('are created with the fixed webhook path; the gateway URL carries its token', () => {
    expect(twilioChannel.webhookUrl).toBe(`${server.url}/webhooks/sms/${twilioChannel.id}`);
    expect(gatewayChannel.webhookUrl).toMatch(
      new RegExp(`/webhooks/sms/${gatewayChannel.id}\\?token=[\\w-]{40,}$`),
    );
  });

  it('refuse a GET URL template without {text} and a status map that names no status of ours', async () => {
    const botId = (await admin.get('/api/bots')).body[0]._id;
    const noText = await admin.post(
      '/api/channels',
      gatewayBody(botId, { urlTemplate: 'https://g.example/s?to={to}', method: 'GET' }),
    );
    expect(noText.status).toBe(400);
    expect(noText.body.error.code).toBe('channels.smsTemplateInvalid');
    const badMap = await admin.post('/api/channels', gatewayBody(botId, { statusMap: 'DELIVRD=arrived' }));
    expect(badMap.body.error.code).toBe('channels.smsStatusMapInvalid');
  });
});

describe('POST /webhooks/sms/:channelId (Twilio)', () => {
  it('stores an incoming SMS in an SMS conversation, once however often it is delivered, and the bot answers', async () => {
    const params = incoming('5511988880001', 'Olá, preciso de ajuda');
    for (let i = 0; i < 2; i++) {
      const answer = await postTwilio(params);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/xml');
    }
    const rows = await until(async () => {
      const all = await conversationMessages(`twilio:${params.MessageSid}`);
      return all?.some((row) => row.sender === 'bot') && all;
    });
    expect(rows.filter((row) => row.sender === 'customer')).toHaveLength(1);
    const [conversation] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, rows[0]?.conversationId ?? ''));
    expect(conversation).toMatchObject({
      channel: 'sms',
      channelId: twilioChannel.id,
      visitorId: '5511988880001',
    });
  });

  it('refuses a missing or wrong signature, another channel type, and an unknown channel', async () => {
    expect((await postTwilio(incoming('5511988880002', 'x'), '')).status).toBe(401);
    expect((await postTwilio(incoming('5511988880002', 'x'), 'd3Jvbmc=')).status).toBe(401);
    expect((await postTwilio(incoming('5511988880002', 'x'), undefined, whatsappChannelId)).status).toBe(404);
    expect((await postTwilio(incoming('5511988880002', 'x'), undefined, 'no-such-channel')).status).toBe(404);
  });

  it('opts the number out on SAIR and confirms once; a later STOP confirms nothing more', async () => {
    const number = '5511988880003';
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const first = incoming(number, 'Olá');
    await postTwilio(first);
    await until(async () =>
      (await conversationMessages(`twilio:${first.MessageSid}`))?.some((row) => row.sender === 'bot'),
    );
    const sair = incoming(number, ' Saír ');
    await postTwilio(sair);
    const key = { accountId, channel: 'sms', number };
    await until(() => isOptedOut(db(), key, new Date()));
    const stop = incoming(number, 'STOP');
    await postTwilio(stop);
    const rows = await until(async () => {
      const all = await conversationMessages(`twilio:${stop.MessageSid}`);
      return all?.some((row) => row.clientMessageId === `twilio:${stop.MessageSid}`) && all;
    });
    // Let the STOP's processing finish before counting: its receipt is processed after the store.
    await until(async () => {
      const records = await db()
        .select()
        .from(optOutRecords)
        .where(and(eq(optOutRecords.accountId, accountId), eq(optOutRecords.number, number)));
      return records.length === 1 && records;
    });
    const confirmations = rows.filter((row) => row.clientMessageId.startsWith('bot:optout:'));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toMatch(/não receberá mais mensagens/);
    const [record] = await db().select().from(optOutRecords).where(eq(optOutRecords.number, number));
    expect(record).toMatchObject({ channel: 'sms', condition: 'optOut', source: 'keyword', reason: 'Saír' });
  });

  it('applies a status callback to the message its ?m= names', async () => {
    const params = incoming('5511988880004', 'Oi');
    await postTwilio(params);
    const rows = await until(async () => {
      const all = await conversationMessages(`twilio:${params.MessageSid}`);
      return all?.some((row) => row.sender === 'bot') && all;
    });
    const bot = rows.find((row) => row.sender === 'bot');
    const url = `${server.url}/webhooks/sms/${twilioChannel.id}?m=${bot?.id}`;
    const form = new URLSearchParams({
      MessageSid: 'SMfeedbeef',
      SmsSid: 'SMfeedbeef',
      MessageStatus: 'delivered',
      SmsStatus: 'delivered',
      To: '+5511988880004',
      From: '+15017122661',
      AccountSid: 'AC0123456789abcdef0123456789abcdef',
      ApiVersion: '2010-04-01',
    });
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(authToken, url, form),
      },
      body: form.toString(),
    });
    expect(answer.status).toBe(200);
    await until(async () => {
      const [message] = await db()
        .select()
        .from(messages)
        .where(eq(messages.id, bot?.id ?? ''));
      return message?.statuses.includes('delivered');
    });
  });
});

describe('POST /webhooks/sms/:channelId (generic gateway)', () => {
  const postGateway = (body: unknown, url = gatewayChannel.webhookUrl) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stores an incoming SMS posted with the channel token, and refuses a wrong or missing one', async () => {
    const answer = await postGateway({ id: 'mo-1', from: '5511988880005', text: 'Bom dia' });
    expect(answer.status).toBe(200);
    await until(async () => (await conversationMessages('http:mo-1'))?.length);
    const plain = gatewayChannel.webhookUrl.replace(/\?.*$/, '');
    expect((await postGateway({ id: 'mo-2', from: '5511988880005', text: 'x' }, plain)).status).toBe(401);
    expect(
      (await postGateway({ id: 'mo-2', from: '5511988880005', text: 'x' }, `${plain}?token=guess`)).status,
    ).toBe(401);
  });
});
