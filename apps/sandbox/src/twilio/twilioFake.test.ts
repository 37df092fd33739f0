import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../createSandbox.ts';
import { twilioContentTemplates } from './twilioContentTemplates.ts';
import { signTwilio } from './twilioWebhooks.ts';

const accountSid = 'AC00000000000000000000000000000001';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('twilioFake', () => {
  let sandbox: Sandbox;

  afterEach(() => sandbox?.close());

  async function registered() {
    // Statuses would leave only after a minute: these tests look at the answers alone.
    sandbox = createSandbox({ statusDelayMs: 60_000 });
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/numbers',
      payload: {
        provider: 'twilio',
        instanceId: '+14155238886',
        webhookUrl: 'http://127.0.0.1:9/webhooks/twilio/c1',
        secrets: { authToken: 'token' },
        config: { accountSid },
      },
    });
    return sandbox;
  }

  const send = (form: Record<string, string>, authorization = basic(accountSid, 'token')) =>
    sandbox.app.inject({
      method: 'POST',
      url: `/2010-04-01/Accounts/${accountSid}/Messages.json`,
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('signs as Twilio does (its published vector)', () => {
    const params = new URLSearchParams({
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    });
    expect(signTwilio('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    );
  });

  it('answers an accepted message as Twilio does', async () => {
    await registered();
    const response = await send({
      From: 'whatsapp:+14155238886',
      To: 'whatsapp:+5511999990000',
      Body: 'Olá',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      account_sid: accountSid,
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      status: 'queued',
      direction: 'outbound-api',
      from: 'whatsapp:+14155238886',
      to: 'whatsapp:+5511999990000',
      body: 'Olá',
    });
  });

  it("refuses with Twilio's error bodies", async () => {
    await registered();
    const cases: Array<[Record<string, string>, string | undefined, number, number]> = [
      [
        { From: 'whatsapp:+14155238886', To: 'whatsapp:+5511999990000', Body: 'x' },
        basic(accountSid, 'wrong'),
        401,
        20003,
      ],
      [{ From: 'whatsapp:+14155230000', To: 'whatsapp:+5511999990000', Body: 'x' }, undefined, 400, 63007],
      [{ From: 'whatsapp:+14155238886', To: '+5511999990000', Body: 'x' }, undefined, 400, 21211],
      [{ From: 'whatsapp:+14155238886', To: 'whatsapp:+5511999990000' }, undefined, 400, 21602],
      [
        { From: 'whatsapp:+14155238886', To: 'whatsapp:+5511999990000', ContentSid: 'HX0' },
        undefined,
        400,
        21655,
      ],
    ];
    for (const [form, authorization, status, code] of cases) {
      const response = await send(form, authorization);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({
        code,
        message: expect.any(String),
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });
    }
  });

  it('sends a Content template with its variables', async () => {
    await registered();
    const template = twilioContentTemplates.find((candidate) => candidate.name === 'atualizacao_pedido');
    const response = await send({
      From: 'whatsapp:+14155238886',
      To: 'whatsapp:+5511999990000',
      ContentSid: template?.sid ?? '',
      ContentVariables: JSON.stringify({ 1: 'Maria', 2: '#1', 3: 'enviado' }),
    });
    expect(response.json()).toMatchObject({ body: 'Olá Maria, seu pedido #1 foi atualizado para: enviado.' });
  });
});
