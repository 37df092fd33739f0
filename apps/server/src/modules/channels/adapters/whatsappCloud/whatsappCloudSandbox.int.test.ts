import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../../testing/until.ts';
import type { AdapterChannel, InboundEvent, InboundRequest } from '../ChannelAdapter.ts';
import { registerCloudNumber } from './testing/registerCloudNumber.ts';
import { whatsappCloudAdapter as adapter } from './whatsappCloudAdapter.ts';

// The Cloud adapter against the sandbox's Cloud API fake: every send kind, the limits, the
// 24-hour rule, signed webhooks received by a local listener, media both ways and templates.

const phoneNumberId = '109000000000001';
const secrets = {
  accessToken: 'sandbox-token',
  appSecret: 'sandbox-app-secret',
  verifyToken: 'sandbox-verify',
};
let sandbox: Sandbox;
let listener: Server;
let channel: AdapterChannel;
// The sandbox's clock: the real one, shifted by the tests that need another time.
let clockOffsetMs = 0;
let frozenAt: number | null = null;
const received: Array<{ request: InboundRequest; events: InboundEvent[]; signed: boolean }> = [];

const toRequest = (headers: IncomingHttpHeaders, rawBody: Buffer): InboundRequest => ({
  method: 'POST',
  headers: headers as Record<string, string | string[] | undefined>,
  query: {},
  rawBody,
});

beforeAll(async () => {
  listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const inbound = toRequest(request.headers, Buffer.concat(chunks));
      const signed = adapter.verifySignature(channel, inbound);
      received.push({ request: inbound, signed, events: signed ? adapter.parse(channel, inbound) : [] });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhooks/whatsapp/channel-1`;
  sandbox = createSandbox({ statusDelayMs: 5, now: () => frozenAt ?? Date.now() + clockOffsetMs });
  const url = await sandbox.start();
  channel = await registerCloudNumber(url, {
    id: 'channel-1',
    accountId: 'account-1',
    phoneNumberId,
    wabaId: '209000000000001',
    webhookUrl,
    secrets,
  });
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

const customerSays = async (from: string, body: Record<string, unknown>) => {
  const response = await fetch(`${sandbox.url}/_sandbox/customer/${body.read ? 'read' : 'messages'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'cloud',
      instanceId: phoneNumberId,
      from,
      customer: from,
      profileName: 'Ana',
      ...body,
    }),
  });
  expect(response.ok).toBe(true);
  return response.status === 204 ? null : ((await response.json()) as { id: string });
};

const thread = async (customer: string) => {
  const response = await fetch(
    `${sandbox.url}/_sandbox/threads?provider=cloud&instanceId=${phoneNumberId}&customer=${customer}`,
  );
  return ((await response.json()) as { messages: Array<Record<string, unknown>> }).messages;
};

const eventsFor = (providerMessageId: string) =>
  received
    .flatMap((webhook) => webhook.events)
    .filter((event) => event.providerMessageId === providerMessageId);

const statusesOf = (providerMessageId: string) =>
  eventsFor(providerMessageId).flatMap((event) => (event.kind === 'status' ? [event.status] : []));

const send = (messageId: string, to: string, extra: Record<string, unknown> = {}) =>
  adapter.send(channel, { messageId, to, text: '', ...extra }, fetch);

const template = { name: 'atualizacao_pedido', language: 'pt_BR', variables: ['Ana', '#1042', 'enviado'] };

describe('Cloud adapter ↔ sandbox', () => {
  it('a customer message reaches the webhook signed, with the real inbound shape', async () => {
    const { id } = (await customerSays('+55 11 99999-0001', { text: 'Olá, tudo bem?' })) ?? { id: '' };
    const [event] = eventsFor(id);
    expect(event).toMatchObject({
      kind: 'message',
      from: '5511999990001',
      profileName: 'Ana',
      text: 'Olá, tudo bem?',
    });
    expect(received.every((webhook) => webhook.signed)).toBe(true);
  });

  it('sends text: sent then delivered arrive as signed status webhooks, read when the customer reads', async () => {
    const { providerMessageId } = await send('m-text', '5511999990001', { text: 'Oi, Ana!' });
    expect(providerMessageId).toMatch(/^wamid\./);
    await until(async () => statusesOf(providerMessageId).length === 2);
    expect(statusesOf(providerMessageId)).toEqual(['sent', 'delivered']);
    await customerSays('5511999990001', { read: true });
    await until(async () => statusesOf(providerMessageId).includes('read'));
    expect(statusesOf(providerMessageId)).toEqual(['sent', 'delivered', 'read']);
    expect((await thread('5511999990001')).at(-1)).toMatchObject({
      id: providerMessageId,
      kind: 'text',
      text: 'Oi, Ana!',
      status: 'read',
    });
    expect(received.every((webhook) => webhook.signed)).toBe(true);
  });

  it('sends reply buttons, and the customer tap comes back as the button id', async () => {
    const options = [
      { key: 'pedido', value: 'Meu pedido' },
      { key: 'atendente', value: 'Falar com atendente' },
    ];
    const { providerMessageId } = await send('m-buttons', '5511999990001', {
      text: 'Como posso ajudar?\n1. Meu pedido\n2. Falar com atendente',
      choices: { kind: 'buttons', presentation: 'buttons', options },
    });
    expect((await thread('5511999990001')).at(-1)).toMatchObject({
      id: providerMessageId,
      kind: 'buttons',
      text: 'Como posso ajudar?',
      buttons: [
        { id: 'pedido', title: 'Meu pedido' },
        { id: 'atendente', title: 'Falar com atendente' },
      ],
    });
    const tap = await customerSays('5511999990001', {
      reply: { id: 'atendente', title: 'Falar com atendente' },
    });
    expect(eventsFor(tap?.id ?? '')).toMatchObject([
      { kind: 'message', text: 'Falar com atendente', reply: { id: 'atendente' } },
    ]);
  });

  it('sends a list, and the chosen row comes back as a list reply', async () => {
    const options = ['Pix', 'Boleto', 'Cartão', 'Transferência', 'Dinheiro'].map((value) => ({
      key: value.toLowerCase(),
      value,
    }));
    const { providerMessageId } = await send('m-list', '5511999990001', {
      text: 'Forma de pagamento?',
      choices: { kind: 'buttons', presentation: 'dropdown', options },
    });
    const [last] = (await thread('5511999990001')).slice(-1);
    expect(last).toMatchObject({ id: providerMessageId, kind: 'list', list: { button: 'Opções' } });
    expect((last?.list as { rows: unknown[] } | undefined)?.rows).toHaveLength(5);
    const tap = await customerSays('5511999990001', { reply: { id: 'boleto', title: 'Boleto' } });
    const [event] = eventsFor(tap?.id ?? '');
    expect(event).toMatchObject({ kind: 'message', reply: { id: 'boleto', title: 'Boleto' } });
    const raw = JSON.parse(received.at(-1)?.request.rawBody.toString() ?? '{}');
    expect(raw.entry[0].changes[0].value.messages[0]).toMatchObject({
      type: 'interactive',
      interactive: { type: 'list_reply' },
      context: { id: providerMessageId },
    });
  });

  it('sends a template, rendered with its variables, even to a customer who never wrote', async () => {
    const { providerMessageId } = await send('m-template', '5511999990002', { template });
    expect((await thread('5511999990002')).at(-1)).toMatchObject({
      kind: 'template',
      template: {
        name: 'atualizacao_pedido',
        language: 'pt_BR',
        body: 'Olá Ana, seu pedido #1042 foi atualizado para: enviado.',
      },
    });
    await until(async () => statusesOf(providerMessageId).includes('delivered'));
  });

  it('refuses a template it does not have, or the wrong number of variables', async () => {
    await expect(
      send('m-t2', '5511999990002', { template: { ...template, name: 'nao_existe' } }),
    ).rejects.toMatchObject({
      code: '132001',
      transient: false,
    });
    await expect(
      send('m-t3', '5511999990002', { template: { ...template, variables: ['Ana'] } }),
    ).rejects.toMatchObject({
      code: '132000',
      transient: false,
    });
  });

  it('sends media by link', async () => {
    const media = {
      // Nothing listens there: the fake's download of the link fails at once (no network needed),
      // which fails the message afterwards; the send itself is accepted.
      url: 'http://127.0.0.1:9/media/f1?signature=x',
      mime: 'application/pdf',
      name: 'boleto.pdf',
    };
    await send('m-media', '5511999990001', { text: 'Seu boleto', media });
    expect((await thread('5511999990001')).at(-1)).toMatchObject({
      kind: 'media',
      text: 'Seu boleto',
      media: { url: media.url, mime: 'application/pdf', name: 'boleto.pdf' },
    });
  });

  it('round-trips a customer media: webhook media id → URL → the same bytes, token-checked', async () => {
    const bytes = Buffer.from('%PDF-1.4 sandbox');
    const sent = await customerSays('5511999990001', {
      text: 'comprovante',
      media: { mime: 'application/pdf', name: 'comp.pdf', base64: bytes.toString('base64') },
    });
    const [event] = eventsFor(sent?.id ?? '');
    if (event?.kind !== 'message' || !event.media) throw new Error('expected a media message');
    expect(event).toMatchObject({
      kindOfContent: 'document',
      text: 'comprovante',
      media: { mime: 'application/pdf', name: 'comp.pdf' },
    });
    const fetched = await adapter.fetchMedia?.(channel, event.media.ref, fetch);
    expect(fetched?.bytes.equals(bytes)).toBe(true);
    expect(fetched?.mime).toBe('application/pdf');
    const stranger = { ...channel, secrets: { ...secrets, accessToken: 'other' } };
    await expect(adapter.fetchMedia?.(stranger, event.media.ref, fetch)).rejects.toMatchObject({
      code: '190',
    });
  });

  it('lists the seeded templates with status, quality and variables', async () => {
    const templates = await adapter.listTemplates?.(channel, fetch);
    expect(templates?.map((item) => item.name)).toEqual([
      'hello_world',
      'atualizacao_pedido',
      'retomar_conversa',
      'appointment_reminder',
    ]);
    expect(templates?.find((item) => item.name === 'atualizacao_pedido')).toMatchObject({
      language: 'pt_BR',
      category: 'UTILITY',
      status: 'APPROVED',
      quality: 'GREEN',
      variables: 3,
    });
  });

  it('checks the connection, and refuses a wrong token with 190', async () => {
    await expect(adapter.checkConnection?.(channel, fetch)).resolves.toBeUndefined();
    const wrong = { ...channel, secrets: { ...secrets, accessToken: 'wrong' } };
    await expect(adapter.checkConnection?.(wrong, fetch)).rejects.toMatchObject({
      code: '190',
      transient: false,
    });
    await expect(
      adapter.send(wrong, { messageId: 'm-wrong', to: '5511999990001', text: 'x' }, fetch),
    ).rejects.toMatchObject({
      code: '190',
      transient: false,
    });
  });

  it('the same message id again answers the same wamid and sends nothing twice', async () => {
    const first = await send('m-once', '5511999990001', { text: 'Só uma vez' });
    const second = await send('m-once', '5511999990001', { text: 'Só uma vez' });
    expect(second.providerMessageId).toBe(first.providerMessageId);
    await until(async () => statusesOf(first.providerMessageId).includes('delivered'));
    expect(statusesOf(first.providerMessageId)).toEqual(['sent', 'delivered']);
    expect((await thread('5511999990001')).filter((message) => message.text === 'Só uma vez')).toHaveLength(
      1,
    );
  });

  it('answers 130429 above 80 messages per second for the number (transient)', async () => {
    frozenAt = Date.now() + 3_600_000;
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 81 }, (_, index) =>
          send(`m-burst-${index}`, `55119888${String(index).padStart(5, '0')}`, { template }),
        ),
      );
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(80);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ code: '130429', transient: true });
    } finally {
      frozenAt = null;
    }
  });

  it('answers 131056 past the pair-rate burst to one customer (transient)', async () => {
    frozenAt = Date.now() + 7_200_000;
    try {
      for (let index = 0; index < 45; index += 1)
        await send(`m-pair-${index}`, '5511977770000', { template });
      await expect(send('m-pair-45', '5511977770000', { template })).rejects.toMatchObject({
        code: '131056',
        transient: true,
      });
    } finally {
      frozenAt = null;
    }
  });

  it('fails free-form messages 24 h after the customer last wrote (131047); templates still go', async () => {
    await customerSays('5511999990003', { text: 'oi' });
    clockOffsetMs = 24 * 60 * 60 * 1000 + 60_000;
    try {
      const late = await send('m-late', '5511999990003', { text: 'Ainda aí?' });
      await until(async () => eventsFor(late.providerMessageId).length > 0);
      expect(eventsFor(late.providerMessageId)).toMatchObject([
        { kind: 'status', status: 'failed', errorCode: '131047', errorTitle: 'Re-engagement message' },
      ]);
      const reopened = await send('m-late-template', '5511999990003', { template });
      await until(async () => statusesOf(reopened.providerMessageId).includes('delivered'));
      expect(statusesOf(reopened.providerMessageId)).toEqual(['sent', 'delivered']);
    } finally {
      clockOffsetMs = 0;
    }
  });
});
