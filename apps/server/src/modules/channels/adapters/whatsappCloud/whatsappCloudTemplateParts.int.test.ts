import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../../testing/until.ts';
import type { AdapterChannel, TemplateSubmission } from '../ChannelAdapter.ts';
import { registerCloudNumber } from './testing/registerCloudNumber.ts';
import { whatsappCloudAdapter as adapter } from './whatsappCloudAdapter.ts';

// A template's header and buttons (issue 18) between the Cloud adapter and the sandbox's Cloud API
// fake: the components submitted and sent, exactly as the fake received them, and the fake's
// refusals with Meta's codes.

const phoneNumberId = '109000000000018';
const wabaId = '209000000000018';
const secrets = { accessToken: 'sandbox-token', appSecret: 'sandbox-app-secret', verifyToken: 'v' };
let sandbox: Sandbox;
let listener: Server;
let channel: AdapterChannel;

beforeAll(async () => {
  // Status and template webhooks only need an answer here.
  listener = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhooks/whatsapp/c`;
  sandbox = createSandbox({ statusDelayMs: 5 });
  const url = await sandbox.start();
  channel = await registerCloudNumber(url, {
    id: 'channel-18',
    accountId: 'account-18',
    phoneNumberId,
    wabaId,
    webhookUrl,
    secrets,
  });
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

const graph = (path: string, body?: unknown) =>
  fetch(`${sandbox.url}/v21.0/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${secrets.accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const listed = async (name: string) => {
  const answer = (await (await graph(`${wabaId}/message_templates?limit=100`)).json()) as {
    data: Array<{ name: string; status: string; components: unknown[] }>;
  };
  return answer.data.find((template) => template.name === name);
};

const submitApproved = async (template: TemplateSubmission) => {
  await adapter.submitTemplate?.(channel, template, fetch);
  await until(async () => (await listed(template.name))?.status === 'APPROVED');
};

const lastSent = async (customer: string) => {
  const response = await fetch(
    `${sandbox.url}/_sandbox/threads?provider=cloud&instanceId=${phoneNumberId}&customer=${customer}`,
  );
  return ((await response.json()) as { messages: Array<Record<string, unknown>> }).messages.at(-1);
};

const send = (messageId: string, to: string, template: Record<string, unknown>) =>
  adapter.send(
    channel,
    { messageId, to, text: '', template: { language: 'pt_BR', variables: ['Ana'], ...template } as never },
    fetch,
  );

const offer = {
  category: 'marketing',
  language: 'pt_BR',
  body: 'Olá {{1}}, veja a oferta.',
  examples: ['exemplo 1'],
};

describe('Cloud template header and buttons ↔ sandbox', () => {
  it('submits the header and every kind of button as Cloud components, which the fake keeps', async () => {
    await submitApproved({
      ...offer,
      name: 'oferta_cabecalho_texto',
      header: { kind: 'text', value: 'Oferta {{1}}' },
      buttons: [
        { kind: 'reply', text: 'Quero' },
        { kind: 'url', text: 'Ver oferta', value: 'https://loja.example.com/o/{{1}}' },
        { kind: 'phone', text: 'Ligar', value: '+5511987654321' },
      ],
    });
    expect((await listed('oferta_cabecalho_texto'))?.components).toEqual([
      { type: 'HEADER', format: 'TEXT', text: 'Oferta {{1}}', example: { header_text: ['exemplo 1'] } },
      { type: 'BODY', text: 'Olá {{1}}, veja a oferta.', example: { body_text: [['exemplo 1']] } },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Quero' },
          {
            type: 'URL',
            text: 'Ver oferta',
            url: 'https://loja.example.com/o/{{1}}',
            example: ['https://loja.example.com/o/exemplo%201'],
          },
          { type: 'PHONE_NUMBER', text: 'Ligar', phone_number: '+5511987654321' },
        ],
      },
    ]);
  });

  it('sends a media header by link and a URL suffix at its index, as the fake received them', async () => {
    await submitApproved({
      ...offer,
      name: 'oferta_imagem',
      header: { kind: 'image', value: 'https://cdn.example.com/natal.png' },
      buttons: [
        { kind: 'reply', text: 'Quero' },
        { kind: 'url', text: 'Ver oferta', value: 'https://loja.example.com/o/{{1}}' },
      ],
    });
    expect((await listed('oferta_imagem'))?.components?.[0]).toEqual({
      type: 'HEADER',
      format: 'IMAGE',
      example: { header_handle: ['https://cdn.example.com/natal.png'] },
    });
    await send('m-img', '5511999991801', {
      name: 'oferta_imagem',
      header: { kind: 'image', value: 'https://cdn.example.com/natal.png' },
      urlSuffixes: [{ index: 1, text: 'natal' }],
    });
    expect(await lastSent('5511999991801')).toMatchObject({
      kind: 'template',
      text: 'Olá Ana, veja a oferta.',
      template: {
        name: 'oferta_imagem',
        header: { format: 'IMAGE', link: 'https://cdn.example.com/natal.png' },
        components: [
          {
            type: 'header',
            parameters: [{ type: 'image', image: { link: 'https://cdn.example.com/natal.png' } }],
          },
          { type: 'body', parameters: [{ type: 'text', text: 'Ana' }] },
          { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'natal' }] },
        ],
      },
    });
  });

  it('refuses a send without the header or URL parameter the approved template needs', async () => {
    await expect(send('m-no-header', '5511999991802', { name: 'oferta_imagem' })).rejects.toMatchObject({
      code: '132012',
      transient: false,
    });
    await expect(
      send('m-wrong-header', '5511999991802', {
        name: 'oferta_imagem',
        header: { kind: 'video', value: 'https://cdn.example.com/natal.mp4' },
        urlSuffixes: [{ index: 1, text: 'natal' }],
      }),
    ).rejects.toMatchObject({ code: '132012' });
    await expect(
      send('m-no-suffix', '5511999991802', {
        name: 'oferta_imagem',
        header: { kind: 'image', value: 'https://cdn.example.com/natal.png' },
      }),
    ).rejects.toMatchObject({ code: '132000' });
    await expect(
      send('m-no-text', '5511999991802', {
        name: 'oferta_cabecalho_texto',
        urlSuffixes: [{ index: 1, text: 'x' }],
      }),
    ).rejects.toMatchObject({ code: '132000' });
    expect(await lastSent('5511999991802')).toBeUndefined();
  });

  it('refuses a HEADER of unknown format, a URL button without url and more buttons than Cloud allows', async () => {
    const submit = (name: string, components: unknown[]) =>
      graph(`${wabaId}/message_templates`, {
        name,
        category: 'MARKETING',
        language: 'pt_BR',
        components: [{ type: 'BODY', text: 'Olá!' }, ...components],
      });
    const quickReply = { type: 'QUICK_REPLY', text: 'Sim' };
    const cases: unknown[][] = [
      [{ type: 'HEADER', format: 'GIF_ANIMADO', example: { header_handle: ['h'] } }],
      [{ type: 'HEADER', format: 'IMAGE' }],
      [{ type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Site' }] }],
      [{ type: 'BUTTONS', buttons: Array.from({ length: 11 }, () => quickReply) }],
      [
        {
          type: 'BUTTONS',
          buttons: [1, 2].map(() => ({
            type: 'PHONE_NUMBER',
            text: 'Ligar',
            phone_number: '+5511987654321',
          })),
        },
      ],
    ];
    for (const [index, components] of cases.entries()) {
      const answer = await submit(`recusado_${index}`, components);
      expect(answer.status, JSON.stringify(components)).toBe(400);
      expect(await answer.json()).toMatchObject({
        error: { code: 100, type: 'OAuthException', error_data: { messaging_product: 'whatsapp' } },
      });
      expect(await listed(`recusado_${index}`)).toBeUndefined();
    }
  });
});
