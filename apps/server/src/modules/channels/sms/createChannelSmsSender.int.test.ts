import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../app/env.ts';
import { demoPassword } from '../../../db/seed.ts';
import { ApiClient } from '../../../testing/ApiClient.ts';
import { readOutbox } from '../../../testing/readOutbox.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { startWebhookReceiver } from '../../../testing/webhookReceiver.ts';
import type { HttpFetch } from '../adapters/ChannelAdapter.ts';
import { createChannelSmsSender } from './createChannelSmsSender.ts';

// Two-factor codes by SMS (issue 17): through the account's SMS channel, else the system channel of
// the environment; the dev outbox only in the demo, when neither exists.
describe('SMS two-factor codes', () => {
  let server: TestServer;
  let gateway: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const notUsed = { send: async () => expect.unreachable('the dev outbox is not used') };

  beforeAll(async () => {
    server = await startTestServer();
    gateway = await startWebhookReceiver();
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    expect((await client.put('/api/user/two-factor', { kind: 'sms' })).body.twoFactor).toBe('sms');
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
  });

  it('go to the dev outbox of the demo while the account has no SMS channel', async () => {
    const login = await new ApiClient(server.url).post('/api/auth/login', {
      email: 'gestor@prosa.demo',
      password: demoPassword,
    });
    expect(login.body.twoFactor).toBe('sms');
    const [sms] = await readOutbox(server.url, { channel: 'sms', to: '+5511987654321' });
    expect(sms?.text).toMatch(/\b\d{6}\b/);
  });

  it("go through the account's SMS channel once it has one, and no longer to the outbox", async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const botId = (await admin.get('/api/bots')).body[0]._id;
    const created = await admin.post('/api/channels', {
      type: 'sms',
      provider: 'http',
      name: 'Gateway',
      botId,
      config: {
        urlTemplate: `${gateway.url}/send?to={to}&text={text}`,
        method: 'GET',
        authHeader: 'X-Api-Key',
        authValue: 'gateway-key',
        from: '29123',
      },
    });
    expect(created.status).toBe(200);
    const before = (await readOutbox(server.url, { channel: 'sms' })).length;
    const login = await new ApiClient(server.url).post('/api/auth/login', {
      email: 'gestor@prosa.demo',
      password: demoPassword,
    });
    expect(login.body.twoFactor).toBe('sms');
    const [sent] = gateway.received.filter((request) => request.path === '/send');
    expect(sent?.query.to).toBe('5511987654321');
    expect(sent?.query.text).toMatch(/^Prosa: \d{6}\. /);
    expect(sent?.headers['x-api-key']).toBe('gateway-key');
    expect((await readOutbox(server.url, { channel: 'sms' })).length).toBe(before);
  });

  it('go through the system SMS channel of the environment, with no status callback', async () => {
    const calls: { url: string; body: string }[] = [];
    const http: HttpFetch = async (url, init) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return Response.json({ sid: 'SM0000000000000000000000000000beef' }, { status: 201 });
    };
    const env = readEnv({
      SMS_PROVIDER: 'twilio',
      SMS_FROM: '15017122661',
      SMS_TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      SMS_TWILIO_AUTH_TOKEN: 'system-token',
    });
    const sender = createChannelSmsSender({
      db: server.services.database.db,
      env,
      secretKey: server.services.secretKey,
      sandbox: notUsed,
      http,
    });
    await sender.send('+5511987654321', 'Prosa: 123456', null);
    expect(calls[0]?.url).toBe(
      'https://api.twilio.com/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
    );
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      From: '+15017122661',
      To: '+5511987654321',
      Body: 'Prosa: 123456',
    });
  });

  it('are refused in production when there is no SMS channel at all', async () => {
    const sender = createChannelSmsSender({
      db: server.services.database.db,
      env: readEnv({ PROSA_ENV: 'production' }),
      secretKey: server.services.secretKey,
      sandbox: notUsed,
    });
    await expect(sender.send('+5511987654321', 'Prosa: 123456', null)).rejects.toMatchObject({
      code: 'auth.smsUnavailable',
    });
  });
});
