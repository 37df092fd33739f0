import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../createSandbox.ts';

describe('gupshupFake', () => {
  let sandbox: Sandbox;

  afterEach(() => sandbox?.close());

  async function registered() {
    // Statuses would leave only after a minute: these tests look at the answers alone.
    sandbox = createSandbox({ statusDelayMs: 60_000 });
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/numbers',
      payload: {
        provider: 'gupshup',
        instanceId: 'ProsaApp',
        webhookUrl: 'http://127.0.0.1:9/webhooks/gupshup/c1?token=t',
        secrets: { apiKey: 'key' },
        config: { source: '5511900001111' },
      },
    });
  }

  const send = (form: Record<string, string>, apikey = 'key') =>
    sandbox.app.inject({
      method: 'POST',
      url: '/wa/api/v1/msg',
      headers: { apikey, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  const valid = {
    channel: 'whatsapp',
    source: '5511900001111',
    destination: '5511999990000',
    'src.name': 'ProsaApp',
    message: JSON.stringify({ type: 'text', text: 'Olá' }),
  };

  it('answers an accepted message as Gupshup does', async () => {
    await registered();
    const response = await send(valid);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      status: 'submitted',
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("refuses with Gupshup's error bodies", async () => {
    await registered();
    const cases: Array<[Record<string, string>, string, number, string]> = [
      [valid, 'wrong', 401, 'Authentication Failed'],
      [{ ...valid, 'src.name': 'OtherApp' }, 'key', 400, 'Invalid App Details'],
      [{ ...valid, source: '5511900002222' }, 'key', 400, 'Invalid Source'],
      [{ ...valid, destination: '12' }, 'key', 400, 'Invalid Destination'],
      [{ ...valid, message: JSON.stringify({ type: 'poll' }) }, 'key', 400, 'Invalid Message Type'],
    ];
    for (const [form, apikey, status, message] of cases) {
      const response = await send(form, apikey);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ status: 'error', message });
    }
  });

  it("lists the app's templates for its key only", async () => {
    await registered();
    const listed = await sandbox.app.inject({
      url: '/sm/api/v1/template/list/ProsaApp',
      headers: { apikey: 'key' },
    });
    expect(listed.json()).toMatchObject({
      status: 'success',
      templates: expect.arrayContaining([
        expect.objectContaining({ elementName: 'hello_world', languageCode: 'en_US', status: 'APPROVED' }),
      ]),
    });
    const refused = await sandbox.app.inject({
      url: '/sm/api/v1/template/list/ProsaApp',
      headers: { apikey: 'nope' },
    });
    expect(refused.statusCode).toBe(401);
  });
});
