import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../createSandbox.ts';
import { rcsInboundWebhook } from './rcsWebhooks.ts';

const agentId = 'prosa_agent@rbm.goog';
const secrets = { accessToken: 'ya29.sandbox', clientToken: 'CLIENTTOKEN' };
const uuid = '6745b3c0-1a2b-43c4-8d5e-6f7a8b000000';

describe('rcsFake', () => {
  let sandbox: Sandbox;

  afterEach(() => sandbox?.close());

  async function registered() {
    // Statuses would leave only after a minute: these tests look at the answers alone. A clock that
    // stands still keeps the rate test's sends within one second however slow the machine.
    sandbox = createSandbox({ statusDelayMs: 60_000, now: () => 1_795_000_000_000 });
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/numbers',
      payload: {
        provider: 'rcs',
        instanceId: agentId,
        webhookUrl: 'http://127.0.0.1:9/webhooks/rcs/c1',
        secrets,
      },
    });
  }

  const send = (
    phone: string,
    body: unknown,
    query: Record<string, string> = {},
    token = secrets.accessToken,
  ) =>
    sandbox.app.inject({
      method: 'POST',
      url: `/v1/phones/${encodeURIComponent(phone)}/agentMessages?${new URLSearchParams({ messageId: uuid, agentId, ...query })}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });
  const capabilities = (phone: string) =>
    sandbox.app.inject({
      method: 'GET',
      url: `/v1/phones/${encodeURIComponent(phone)}/capabilities?agentId=${encodeURIComponent(agentId)}`,
      headers: { authorization: `Bearer ${secrets.accessToken}` },
    });
  const chips = {
    contentMessage: {
      text: 'Sobre o que quer falar?',
      suggestions: [{ reply: { text: 'Suporte', postbackData: 'suporte' } }],
    },
  };

  it('answers the capabilities of an RCS number, 404 NOT_FOUND for one without RCS', async () => {
    await registered();
    expect((await capabilities('+5511988887777')).json()).toMatchObject({ features: expect.any(Array) });
    const refused = await capabilities('+5511988880404');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' },
    });
  });

  it('takes an agent message with suggested replies into the thread, once per message id', async () => {
    await registered();
    const accepted = await send('+5511988887777', chips);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ name: `phones/+5511988887777/agentMessages/${uuid}` });
    expect((await send('+5511988887777', chips)).statusCode).toBe(200);
    const thread = sandbox.runtime.store.thread('rcs', agentId, '5511988887777');
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ kind: 'buttons', buttons: [{ id: 'suporte', title: 'Suporte' }] });
  });

  it("refuses RBM's way: a wrong token, an id that is no UUID, over 11 suggestions or a reply over 25 characters", async () => {
    await registered();
    expect((await send('+5511988887777', chips, {}, 'wrong')).json().error.status).toBe('UNAUTHENTICATED');
    expect((await send('+5511988887777', chips, { messageId: 'abc' })).json().error.status).toBe(
      'INVALID_ARGUMENT',
    );
    const many = Array.from({ length: 12 }, (_, i) => ({
      reply: { text: `Op ${i}`, postbackData: `k${i}` },
    }));
    const tooMany = await send('+5511988887777', { contentMessage: { text: 'x', suggestions: many } });
    expect(tooMany.statusCode).toBe(400);
    const long = { reply: { text: 'Uma opção de nome comprido demais', postbackData: 'k' } };
    expect(
      (await send('+5511988887777', { contentMessage: { text: 'x', suggestions: [long] } })).statusCode,
    ).toBe(400);
  });

  it('answers 429 RESOURCE_EXHAUSTED above the agent rate', async () => {
    await registered();
    const answers = [];
    for (let i = 0; i < 51; i++) {
      const id = `6745b3c0-1a2b-43c4-8d5e-${String(i).padStart(12, '0')}`;
      answers.push(await send('+5511988887777', { contentMessage: { text: 'x' } }, { messageId: id }));
    }
    expect(answers.at(-1)?.json()).toMatchObject({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } });
  });

  it('signs the webhook of a tapped reply with the client token over the decoded data', () => {
    const number = { provider: 'rcs' as const, instanceId: agentId, webhookUrl: '', secrets, config: {} };
    const at = new Date().toISOString();
    const request = rcsInboundWebhook(
      number,
      { phone: '5511988887777' },
      {
        id: 'MsX',
        direction: 'in',
        at,
        text: 'Suporte',
        kind: 'text',
        status: 'delivered',
        reply: { id: 'suporte', title: 'Suporte' },
      },
    );
    const data = Buffer.from(JSON.parse(request.body).message.data, 'base64');
    expect(request.headers['x-goog-signature']).toBe(
      createHmac('sha512', 'CLIENTTOKEN').update(data).digest('base64'),
    );
    expect(JSON.parse(data.toString())).toMatchObject({
      senderPhoneNumber: '+5511988887777',
      suggestionResponse: { postbackData: 'suporte', text: 'Suporte', type: 'REPLY' },
      agentId,
    });
  });
});
