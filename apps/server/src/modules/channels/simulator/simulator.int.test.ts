import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { demoSandboxPhoneNumberId } from './demoSandboxChannel.ts';

let server: TestServer;
let admin: ApiClient;
let attendant: ApiClient;
let outra: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
  outra = (await signIn(server.url, 'admin@outra.demo')).client;
});
afterAll(() => server.close());

const customer = '5511988887777';

describe('the demo WhatsApp channel and the simulator', () => {
  it("gives Prosa Demo's chatbot a Cloud API channel on the in-process sandbox, and no other account one", async () => {
    const bots = (await admin.get('/api/bots')).body as Array<{ _id: string; name: string }>;
    const { channels } = (await admin.get('/api/channels')).body;
    expect(channels).toHaveLength(1);
    expect(channels[0]).toMatchObject({
      type: 'whatsapp',
      provider: 'cloud',
      botId: bots.find((bot) => bot.name === 'Prosa Bot')?._id,
      config: {
        phoneNumberId: demoSandboxPhoneNumberId,
        graphBaseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      },
    });
    expect(channels[0].storedSecrets.sort()).toEqual(['accessToken', 'appSecret', 'verifyToken']);
    expect((await outra.get('/api/simulator/channels')).body.channels).toEqual([]);
  });

  it('shows the administrator the webhook URL and verify token to paste at the provider', async () => {
    const { channels } = (await admin.get('/api/simulator/channels')).body;
    const installation = await admin.get(`/api/channels/${channels[0].id}/installation`);
    expect(installation.status).toBe(200);
    expect(installation.body.webhookUrl).toMatch(new RegExp(`/webhooks/whatsapp/${channels[0].id}$`));
    expect(installation.body.verifyToken).toMatch(/^[\w-]{16,}$/);
    expect((await attendant.get(`/api/channels/${channels[0].id}/installation`)).status).toBe(403);
    expect((await outra.get(`/api/channels/${channels[0].id}/installation`)).status).toBe(404);
  });

  it("answers the connection test with the provider's verdict, never a failed request", async () => {
    const { channels } = (await admin.get('/api/simulator/channels')).body;
    const test = await admin.post(`/api/channels/${channels[0].id}/test`);
    expect(test.body).toEqual({ ok: true, code: null, message: null });
    // Wrong credentials: the sandbox refuses them as the Graph API would, and the test says so.
    const wrong = await admin.put(`/api/channels/${channels[0].id}`, {
      type: 'whatsapp',
      provider: 'cloud',
      name: channels[0].name,
      botId: (await admin.get('/api/channels')).body.channels[0].botId,
      config: {
        phoneNumberId: '100000000000001',
        wabaId: '100000000000002',
        accessToken: 'not-the-token',
        graphBaseUrl: (await admin.get('/api/channels')).body.channels[0].config.graphBaseUrl,
      },
    });
    expect(wrong.status).toBe(200);
    const refused = await admin.post(`/api/channels/${channels[0].id}/test`);
    expect(refused.status).toBe(200);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.code).toBeTruthy();
    expect((await outra.post(`/api/channels/${channels[0].id}/test`)).status).toBe(404);
  });

  it('writes as the customer through the sandbox and reads the thread back, as text', async () => {
    const { channels } = (await admin.get('/api/simulator/channels')).body;
    const id = channels[0].id;
    const sent = await admin.post(`/api/simulator/channels/${id}/messages`, {
      customer,
      profileName: 'Cliente',
      text: '<b>Olá</b>',
    });
    expect(sent.status).toBe(200);
    const thread = await until(async () => {
      const { body } = await admin.get(`/api/simulator/channels/${id}/thread?customer=${customer}`);
      return body.messages.length > 0 && body;
    });
    expect(thread.messages[0]).toMatchObject({ direction: 'in', kind: 'text', text: '<b>Olá</b>' });
    expect((await admin.post(`/api/simulator/channels/${id}/read`, { customer })).status).toBe(200);
  });

  it('refuses a bad customer number, an empty message, attendants and other accounts', async () => {
    const { channels } = (await admin.get('/api/simulator/channels')).body;
    const id = channels[0].id;
    const bad = await admin.post(`/api/simulator/channels/${id}/messages`, { customer: '12', text: 'x' });
    expect(bad.body.error.code).toBe('simulator.customerInvalid');
    const empty = await admin.post(`/api/simulator/channels/${id}/messages`, { customer, text: '  ' });
    expect(empty.body.error.code).toBe('simulator.messageEmpty');
    expect((await attendant.get('/api/simulator/channels')).status).toBe(403);
    expect((await outra.get(`/api/simulator/channels/${id}/thread?customer=${customer}`)).status).toBe(404);
  });

  it('names each channel’s customer its own way: a phone on WhatsApp, a page-scoped id on Messenger', async () => {
    const { channels } = (await admin.get('/api/channels')).body;
    const whatsapp = channels[0];
    const psid = '7000000000001234';
    const tooLong = await admin.get(`/api/simulator/channels/${whatsapp.id}/thread?customer=${psid}`);
    expect([tooLong.status, tooLong.body.error.code]).toEqual([400, 'simulator.customerInvalid']);
    const created = await admin.post('/api/channels', {
      type: 'messenger',
      provider: 'meta',
      name: 'Messenger do simulador',
      botId: whatsapp.botId,
      config: {
        pageId: '209000000000123',
        pageAccessToken: 'page-token-of-the-simulator-test',
        appSecret: 'app-secret-of-the-simulator-test',
        verifyToken: 'verify-the-simulator-test',
        graphBaseUrl: whatsapp.config.graphBaseUrl,
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.channel.id;
    expect((await admin.get(`/api/simulator/channels/${id}/thread?customer=${psid}`)).status).toBe(200);
    const short = await admin.post(`/api/simulator/channels/${id}/messages`, {
      customer: '55119',
      text: 'Oi',
    });
    expect([short.status, short.body.error.code]).toEqual([400, 'simulator.scopedIdInvalid']);
    const read = await admin.post(`/api/simulator/channels/${id}/read`, { customer: '123' });
    expect(read.body.error.code).toBe('simulator.scopedIdInvalid');
  });
});
