import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../../testing/until.ts';
import { startWebhookReceiver } from '../../../../testing/webhookReceiver.ts';
import type { AdapterChannel, InboundEvent, ProviderError } from '../ChannelAdapter.ts';
import { twilioAdapter } from './twilioAdapter.ts';

// The Twilio adapter against the sandbox's Twilio fake: real HTTP both ways, signatures included.
describe('twilioAdapter ↔ sandbox Twilio fake', () => {
  let sandbox: Sandbox;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let channel: AdapterChannel;
  let clock = Date.now();

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = createSandbox({ now: () => clock, statusDelayMs: 10 });
    await sandbox.start();
    channel = {
      id: 'ch-twilio',
      accountId: 'acc1',
      type: 'whatsapp',
      provider: 'twilio',
      config: {
        accountSid: 'AC00000000000000000000000000000001',
        from: '+14155238886',
        apiBaseUrl: sandbox.url,
      },
      secrets: { authToken: 'sandbox-auth-token' },
      webhookUrl: `${receiver.url}/webhooks/twilio/ch-twilio`,
    };
    const registered = await fetch(`${sandbox.url}/_sandbox/numbers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'twilio',
        instanceId: channel.config.from,
        webhookUrl: channel.webhookUrl,
        secrets: channel.secrets,
        config: { accountSid: channel.config.accountSid },
      }),
    });
    expect(registered.status).toBe(204);
  });

  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });

  const sandboxPost = (path: string, body: unknown) =>
    fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  // Every event Prosa would take from what arrived so far, each request's signature checked.
  const events = (): InboundEvent[] =>
    receiver.received.flatMap((request) => {
      expect(twilioAdapter.verifySignature(channel, request)).toBe(true);
      return twilioAdapter.parse(channel, request);
    });

  const statusesOf = (sid: string) =>
    events()
      .filter((event) => event.kind === 'status' && event.providerMessageId === sid)
      .map((event) => (event.kind === 'status' ? event.status : null));

  it("delivers the customer's signed message, then the reply's sent → delivered → read", async () => {
    const written = await sandboxPost('/_sandbox/customer/messages', {
      provider: 'twilio',
      instanceId: '+14155238886',
      from: '5511999990000',
      profileName: 'Maria',
      text: 'Oi',
    });
    const { id } = (await written.json()) as { id: string };
    expect(events()).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        providerMessageId: id,
        from: '5511999990000',
        profileName: 'Maria',
        text: 'Oi',
      }),
    );

    const { providerMessageId } = await twilioAdapter.send(
      channel,
      { messageId: 'msg-1', to: '5511999990000', text: 'Olá! Escolha:\n1. Sim\n2. Não' },
      fetch,
    );
    expect(providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    await until(async () => statusesOf(providerMessageId).includes('delivered'));
    const statusEvent = events().find(
      (event) => event.kind === 'status' && event.providerMessageId === providerMessageId,
    );
    expect(statusEvent).toMatchObject({ messageId: 'msg-1' });

    await sandboxPost('/_sandbox/customer/read', {
      provider: 'twilio',
      instanceId: '+14155238886',
      customer: '5511999990000',
    });
    await until(async () => statusesOf(providerMessageId).includes('read'));
    expect(statusesOf(providerMessageId)).toEqual(['sent', 'delivered', 'read']);

    const thread = await fetch(
      `${sandbox.url}/_sandbox/threads?provider=twilio&instanceId=%2B14155238886&customer=5511999990000`,
    ).then(
      (response) =>
        response.json() as Promise<{
          messages: Array<{ id: string; direction: string; status: string; text: string }>;
        }>,
    );
    expect(thread.messages.at(-1)).toMatchObject({
      id: providerMessageId,
      direction: 'out',
      status: 'read',
      text: 'Olá! Escolha:\n1. Sim\n2. Não',
    });
  });

  it("fetches the customer's media with the account's credentials", async () => {
    const bytes = Buffer.from('%PDF-1.4 sandbox');
    await sandboxPost('/_sandbox/customer/messages', {
      provider: 'twilio',
      instanceId: '+14155238886',
      from: '5511999990000',
      text: 'segue',
      media: { mime: 'application/pdf', name: 'nota.pdf', base64: bytes.toString('base64') },
    });
    const event = events().findLast((candidate) => candidate.kind === 'message');
    if (event?.kind !== 'message' || !event.media) throw new Error('no media event');
    expect(event.media.mime).toBe('application/pdf');
    const media = await twilioAdapter.fetchMedia?.(channel, event.media.ref, fetch);
    expect(media?.bytes).toEqual(bytes);
    expect(media?.mime).toBe('application/pdf');
  });

  it('fails a free-form message outside the 24-hour window with 131047', async () => {
    const { providerMessageId } = await twilioAdapter.send(
      channel,
      { messageId: 'msg-2', to: '5521988887777', text: 'Oi, sumido' },
      fetch,
    );
    const failure = await until(async () =>
      events().find((event) => event.kind === 'status' && event.providerMessageId === providerMessageId),
    );
    expect(failure).toMatchObject({ status: 'failed', errorCode: '131047', messageId: 'msg-2' });
  });

  it('lists the Content templates and sends one by name and language', async () => {
    const templates = await twilioAdapter.listTemplates?.(channel, fetch);
    expect(templates?.find((template) => template.name === 'atualizacao_pedido')).toMatchObject({
      language: 'pt_BR',
      status: 'APPROVED',
      variables: 3,
    });
    const { providerMessageId } = await twilioAdapter.send(
      channel,
      {
        messageId: 'msg-3',
        to: '5521988887777',
        text: '',
        template: { name: 'atualizacao_pedido', language: 'pt_BR', variables: ['Ana', '#9', 'entregue'] },
      },
      fetch,
    );
    await until(async () => statusesOf(providerMessageId).includes('delivered'));
    const thread = await fetch(
      `${sandbox.url}/_sandbox/threads?provider=twilio&instanceId=%2B14155238886&customer=5521988887777`,
    ).then((response) => response.json() as Promise<{ messages: Array<{ kind: string; text: string }> }>);
    expect(thread.messages.at(-1)).toMatchObject({
      kind: 'template',
      text: 'Olá Ana, seu pedido #9 foi atualizado para: entregue.',
    });
  });

  it('refuses above 80 messages per second with a transient 429', async () => {
    clock += 60_000;
    const sends = Array.from({ length: 81 }, (_, index) =>
      twilioAdapter
        .send(channel, { messageId: `burst-${index}`, to: '5511999990000', text: `${index}` }, fetch)
        .then(
          () => null,
          (error: unknown) => error,
        ),
    );
    const refusals = (await Promise.all(sends)).filter((outcome) => outcome !== null) as ProviderError[];
    expect(refusals).toHaveLength(1);
    expect({ code: refusals[0]?.code, transient: refusals[0]?.transient }).toEqual({
      code: '429',
      transient: true,
    });
  });

  it('checks the connection, and a wrong token is a configuration error', async () => {
    await expect(twilioAdapter.checkConnection?.(channel, fetch)).resolves.toBeUndefined();
    const wrong = { ...channel, secrets: { authToken: 'wrong' } };
    const refused = (await twilioAdapter
      .checkConnection?.(wrong, fetch)
      .catch((error: unknown) => error)) as ProviderError;
    expect({ code: refused.code, transient: refused.transient }).toEqual({ code: '9991', transient: false });
  });
});
