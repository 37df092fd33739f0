import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../../testing/until.ts';
import { startWebhookReceiver } from '../../../../testing/webhookReceiver.ts';
import type { AdapterChannel, InboundEvent, ProviderError } from '../ChannelAdapter.ts';
import { gupshupAdapter } from './gupshupAdapter.ts';

type ThreadView = {
  messages: Array<{
    id: string;
    direction: string;
    kind: string;
    status: string;
    text: string;
    buttons?: Array<{ id: string; title: string }>;
    list?: { button: string; rows: Array<{ id: string; title: string }> };
    template?: { name: string; language: string; body: string };
  }>;
};

// The Gupshup adapter against the sandbox's Gupshup fake: real HTTP both ways, the URL token checked.
describe('gupshupAdapter ↔ sandbox Gupshup fake', () => {
  let sandbox: Sandbox;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let channel: AdapterChannel;
  let clock = Date.now();
  const customer = '5511977776666';

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = createSandbox({ now: () => clock, statusDelayMs: 10 });
    await sandbox.start();
    channel = {
      id: 'ch-gupshup',
      accountId: 'acc1',
      type: 'whatsapp',
      provider: 'gupshup',
      config: { appName: 'ProsaSandbox', source: '5511900001111', apiBaseUrl: sandbox.url },
      secrets: { apiKey: 'sandbox-api-key' },
      webhookUrl: `${receiver.url}/webhooks/gupshup/ch-gupshup`,
    };
    const registered = await sandboxPost('/_sandbox/numbers', {
      provider: 'gupshup',
      instanceId: 'ProsaSandbox',
      webhookUrl: gupshupAdapter.providerWebhookUrl?.(channel),
      secrets: channel.secrets,
      config: { source: channel.config.source },
    });
    expect(registered.status).toBe(204);
  });

  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });

  function sandboxPost(path: string, body: unknown) {
    return fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  const thread = () =>
    fetch(
      `${sandbox.url}/_sandbox/threads?provider=gupshup&instanceId=ProsaSandbox&customer=${customer}`,
    ).then((response) => response.json() as Promise<ThreadView>);

  const events = (): InboundEvent[] =>
    receiver.received.flatMap((request) => {
      expect(gupshupAdapter.verifySignature(channel, request)).toBe(true);
      return gupshupAdapter.parse(channel, request);
    });

  const statusesOf = (id: string) =>
    events().flatMap((event) =>
      event.kind === 'status' && event.providerMessageId === id ? [event.status] : [],
    );

  const write = (body: Record<string, unknown>) =>
    sandboxPost('/_sandbox/customer/messages', {
      provider: 'gupshup',
      instanceId: 'ProsaSandbox',
      from: customer,
      ...body,
    });

  it("delivers the customer's message, then the reply's sent → delivered → read", async () => {
    await write({ profileName: 'João', text: 'Bom dia' });
    expect(events()).toContainEqual(
      expect.objectContaining({ kind: 'message', from: customer, profileName: 'João', text: 'Bom dia' }),
    );

    const { providerMessageId } = await gupshupAdapter.send(
      channel,
      { messageId: 'msg-1', to: customer, text: 'Bom dia!' },
      fetch,
    );
    await until(async () => statusesOf(providerMessageId).includes('delivered'));
    await sandboxPost('/_sandbox/customer/read', {
      provider: 'gupshup',
      instanceId: 'ProsaSandbox',
      customer,
    });
    await until(async () => statusesOf(providerMessageId).includes('read'));
    expect(statusesOf(providerMessageId)).toEqual(['sent', 'delivered', 'read']);
  });

  it('shows buttons and a list as WhatsApp would, and the choice comes back with its key', async () => {
    const options = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ key: `opt-${index + 1}`, value: `Opção ${index + 1}` }));
    const numbered = (count: number) =>
      ['Escolha', ...options(count).map((option, index) => `${index + 1}. ${option.value}`)].join('\n');
    await gupshupAdapter.send(
      channel,
      {
        messageId: 'msg-2',
        to: customer,
        text: numbered(2),
        choices: { kind: 'buttons', presentation: 'buttons', options: options(2) },
      },
      fetch,
    );
    await gupshupAdapter.send(
      channel,
      {
        messageId: 'msg-3',
        to: customer,
        text: numbered(5),
        choices: { kind: 'buttons', presentation: 'dropdown', options: options(5) },
      },
      fetch,
    );
    const [buttons, list] = (await thread()).messages.slice(-2);
    expect(buttons).toMatchObject({
      kind: 'buttons',
      text: 'Escolha',
      buttons: [
        { id: 'opt-1', title: 'Opção 1' },
        { id: 'opt-2', title: 'Opção 2' },
      ],
    });
    expect(list).toMatchObject({ kind: 'list', text: 'Escolha', list: { button: 'Opções' } });
    expect(list?.list?.rows).toHaveLength(5);

    await write({ reply: { id: 'opt-2', title: 'Opção 2' } });
    await write({ reply: { id: 'opt-4', title: 'Opção 4' } });
    const replies = events().filter((event) => event.kind === 'message' && event.reply);
    expect(replies.slice(-2)).toEqual([
      expect.objectContaining({ text: 'Opção 2', reply: { id: 'opt-2', title: 'Opção 2' } }),
      expect.objectContaining({ text: 'Opção 4', reply: { id: 'opt-4', title: 'Opção 4' } }),
    ]);
  });

  it("fetches the customer's media from its URL", async () => {
    const bytes = Buffer.from('fake-jpeg');
    await write({
      text: 'foto',
      media: { mime: 'image/jpeg', name: 'foto.jpg', base64: bytes.toString('base64') },
    });
    const event = events().findLast((candidate) => candidate.kind === 'message');
    if (event?.kind !== 'message' || !event.media) throw new Error('no media event');
    expect(event.media).toMatchObject({ mime: 'image/jpeg', caption: 'foto' });
    expect((await gupshupAdapter.fetchMedia?.(channel, event.media.ref, fetch))?.bytes).toEqual(bytes);
  });

  it('lists the templates and sends one by name and language; free text outside the window fails with 131047', async () => {
    const templates = await gupshupAdapter.listTemplates?.(channel, fetch);
    expect(templates?.find((template) => template.name === 'atualizacao_pedido')).toMatchObject({
      language: 'pt_BR',
      variables: 3,
    });
    clock += 25 * 60 * 60 * 1000;
    const late = await gupshupAdapter.send(
      channel,
      { messageId: 'msg-4', to: customer, text: 'Oi de novo' },
      fetch,
    );
    const failure = await until(async () =>
      events().find((event) => event.kind === 'status' && event.providerMessageId === late.providerMessageId),
    );
    expect(failure).toMatchObject({ status: 'failed', errorCode: '131047' });

    const sent = await gupshupAdapter.send(
      channel,
      {
        messageId: 'msg-5',
        to: customer,
        text: '',
        template: { name: 'atualizacao_pedido', language: 'pt_BR', variables: ['João', '#7', 'enviado'] },
      },
      fetch,
    );
    await until(async () => statusesOf(sent.providerMessageId).includes('delivered'));
    expect((await thread()).messages.at(-1)).toMatchObject({
      kind: 'template',
      template: { name: 'atualizacao_pedido', body: 'Olá João, seu pedido #7 foi atualizado para: enviado.' },
    });

    // A template's quick-reply button comes back as Gupshup's quick_reply, its text as the key.
    await gupshupAdapter.send(
      channel,
      {
        messageId: 'msg-6',
        to: customer,
        text: '',
        template: { name: 'retomar_conversa', language: 'pt_BR', variables: ['João'] },
      },
      fetch,
    );
    await write({ reply: { id: 'Sim', title: 'Sim' } });
    expect(events().findLast((event) => event.kind === 'message')).toMatchObject({
      text: 'Sim',
      reply: { id: 'Sim', title: 'Sim' },
    });
  });

  it('refuses a wrong API key, and above 80 messages per second with a transient 429', async () => {
    const wrong = { ...channel, secrets: { apiKey: 'wrong' } };
    const refused = (await gupshupAdapter
      .checkConnection?.(wrong, fetch)
      .catch((error: unknown) => error)) as ProviderError;
    expect([refused.code, refused.transient]).toEqual(['9991', false]);
    await expect(gupshupAdapter.checkConnection?.(channel, fetch)).resolves.toBeUndefined();

    await write({ text: 'de volta' });
    clock += 60_000;
    const sends = Array.from({ length: 81 }, (_, index) =>
      gupshupAdapter
        .send(channel, { messageId: `burst-${index}`, to: customer, text: `${index}` }, fetch)
        .then(
          () => null,
          (error: unknown) => error,
        ),
    );
    const refusals = (await Promise.all(sends)).filter((outcome) => outcome !== null) as ProviderError[];
    expect(refusals.map((error) => [error.code, error.transient])).toEqual([['429', true]]);
  });

  it('the webhook URL token is what proves the callbacks', () => {
    const [first] = receiver.received;
    if (!first) throw new Error('nothing received');
    expect(gupshupAdapter.verifySignature(channel, { ...first, query: {} })).toBe(false);
  });
});
