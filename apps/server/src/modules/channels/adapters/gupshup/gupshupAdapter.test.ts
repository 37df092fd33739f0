import { describe, expect, it } from 'vitest';
import type { AdapterChannel, HttpFetch, InboundRequest } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { gupshupAdapter } from './gupshupAdapter.ts';
import { gupshupWebhookToken } from './gupshupWebhookToken.ts';

const channel: AdapterChannel = {
  id: 'ch2',
  accountId: 'acc1',
  type: 'whatsapp',
  provider: 'gupshup',
  config: { appName: 'ProsaDemo', source: '917834811114', apiBaseUrl: 'https://api.gupshup.test' },
  secrets: { apiKey: 'gupshup-api-key' },
  webhookUrl: 'https://prosa.example/webhooks/gupshup/ch2',
};
const token = gupshupWebhookToken('gupshup-api-key', 'ch2');

function callback(body: unknown, query: Record<string, string> = { token }): InboundRequest {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    query,
    rawBody: Buffer.from(JSON.stringify(body)),
  };
}

const sender = { phone: '5511999990000', name: 'Maria Souza', country_code: '55', dial_code: '11999990000' };
const message = (type: string, payload: Record<string, unknown>) => ({
  app: 'ProsaDemo',
  timestamp: 1580227766370,
  version: 2,
  type: 'message',
  payload: { id: 'ABEGkYaYVSEEAhAL3SLAWwHKeKrt6s3FKB0c', source: '5511999990000', type, payload, sender },
});
const messageEvent = (payload: Record<string, unknown>) => ({
  app: 'ProsaDemo',
  timestamp: 1580546677791,
  version: 2,
  type: 'message-event',
  payload: { destination: '5511999990000', ...payload },
});

describe('gupshupAdapter webhook token', () => {
  it("gives the provider the webhook URL with the channel's token", () => {
    expect(gupshupAdapter.providerWebhookUrl?.(channel)).toBe(`${channel.webhookUrl}?token=${token}`);
  });

  it('accepts the right token and refuses a wrong, missing or other channel token', () => {
    const body = message('text', { text: 'Oi' });
    expect(gupshupAdapter.verifySignature(channel, callback(body))).toBe(true);
    expect(gupshupAdapter.verifySignature(channel, callback(body, {}))).toBe(false);
    expect(gupshupAdapter.verifySignature(channel, callback(body, { token: `${token.slice(0, -1)}x` }))).toBe(
      false,
    );
    expect(
      gupshupAdapter.verifySignature(
        channel,
        callback(body, { token: gupshupWebhookToken('gupshup-api-key', 'ch3') }),
      ),
    ).toBe(false);
    expect(
      gupshupAdapter.verifySignature({ ...channel, secrets: { apiKey: 'rotated' } }, callback(body)),
    ).toBe(false);
  });
});

describe('gupshupAdapter.parse', () => {
  const parse = (body: unknown) => gupshupAdapter.parse(channel, callback(body));
  const base = {
    kind: 'message',
    providerMessageId: 'ABEGkYaYVSEEAhAL3SLAWwHKeKrt6s3FKB0c',
    from: '5511999990000',
    profileName: 'Maria Souza',
    at: new Date(1580227766370),
  };

  it('reads a text message', () => {
    expect(parse(message('text', { text: 'Oi' }))).toEqual([{ ...base, text: 'Oi' }]);
  });

  it.each([
    [
      'image',
      {
        caption: 'a nota',
        url: 'https://filemanager.gupshup.io/fm/wamedia/ProsaDemo/i1',
        contentType: 'image/jpeg',
        urlExpiry: 1580832695997,
      },
      { mime: 'image/jpeg', caption: 'a nota' },
    ],
    [
      'file',
      {
        caption: '',
        name: 'boleto.pdf',
        url: 'https://filemanager.gupshup.io/fm/wamedia/ProsaDemo/f1',
        contentType: 'application/pdf',
      },
      { mime: 'application/pdf', name: 'boleto.pdf' },
    ],
    [
      'audio',
      {
        url: 'https://filemanager.gupshup.io/fm/wamedia/ProsaDemo/a1',
        contentType: 'audio/ogg; codecs=opus',
      },
      { mime: 'audio/ogg; codecs=opus' },
    ],
    [
      'video',
      {
        caption: 'olha',
        url: 'https://filemanager.gupshup.io/fm/wamedia/ProsaDemo/v1',
        contentType: 'video/mp4',
      },
      { mime: 'video/mp4', caption: 'olha' },
    ],
  ])('reads %s media with its URL to fetch', (type, payload, media) => {
    const [event] = parse(message(type, payload));
    expect(event).toMatchObject({ kind: 'message', media: { ref: payload.url, ...media } });
  });

  it('reads a location', () => {
    const [event] = parse(
      message('location', {
        longitude: '-46.6565',
        latitude: '-23.5613',
        name: 'MASP',
        address: 'Av. Paulista, 1578',
      }),
    );
    expect(event).toMatchObject({
      location: { latitude: -23.5613, longitude: -46.6565, name: 'MASP', address: 'Av. Paulista, 1578' },
    });
  });

  it('reads a contact card as its kind', () => {
    const [event] = parse(
      message('contact', {
        contacts: [{ name: { formatted_name: 'João' }, phones: [{ phone: '+55 11 98888-7777' }] }],
      }),
    );
    expect(event).toMatchObject({ text: '', kindOfContent: 'contact' });
  });

  it('reads reply buttons and list rows by their postbackText (our option key)', () => {
    const [button] = parse(
      message('button_reply', { title: 'Sim', id: 'qr1', reply: 'Sim 1', postbackText: 'yes' }),
    );
    expect(button).toMatchObject({ text: 'Sim', reply: { id: 'yes', title: 'Sim' } });
    const [row] = parse(
      message('list_reply', {
        title: 'Boleto',
        id: 'list1',
        reply: 'Boleto 2',
        postbackText: 'invoice',
        description: '',
      }),
    );
    expect(row).toMatchObject({ text: 'Boleto', reply: { id: 'invoice', title: 'Boleto' } });
  });

  it("reads a template's quick reply", () => {
    const [event] = parse(message('quick_reply', { text: 'Quero falar', type: 'button' }));
    expect(event).toMatchObject({ text: 'Quero falar', reply: { id: 'Quero falar', title: 'Quero falar' } });
  });

  it('reads sent, delivered and read by the Gupshup id the send answered (gsId)', () => {
    for (const status of ['sent', 'delivered', 'read'] as const) {
      expect(
        parse(
          messageEvent({
            id: 'gBEGkZkXRDmUAgl5FpzpjNgI5Co',
            gsId: '853bab23-0963-42c7-8436-7fe4f5866c76',
            type: status,
            payload: { ts: 1592311836 },
          }),
        ),
      ).toEqual([
        {
          kind: 'status',
          providerMessageId: '853bab23-0963-42c7-8436-7fe4f5866c76',
          status,
          at: new Date(1592311836000),
        },
      ]);
    }
  });

  it('reads failed with its code and reason, and skips enqueued', () => {
    expect(
      parse(
        messageEvent({
          id: '853bab23-0963-42c7-8436-7fe4f5866c76',
          type: 'failed',
          payload: { code: 1002, reason: 'Number Does Not Exists On WhatsApp' },
        }),
      ),
    ).toEqual([
      {
        kind: 'status',
        providerMessageId: '853bab23-0963-42c7-8436-7fe4f5866c76',
        status: 'failed',
        at: new Date(1580546677791),
        errorCode: '1002',
        errorTitle: 'Number Does Not Exists On WhatsApp',
      },
    ]);
    expect(
      parse(
        messageEvent({
          id: '853bab23',
          type: 'enqueued',
          payload: { whatsappMessageId: 'gBEG', type: 'session' },
        }),
      ),
    ).toEqual([]);
  });

  it('skips other callback types and bodies that are not JSON', () => {
    expect(
      parse({
        app: 'ProsaDemo',
        timestamp: 1,
        version: 2,
        type: 'user-event',
        payload: { phone: '55', type: 'opted-in' },
      }),
    ).toEqual([]);
    expect(gupshupAdapter.parse(channel, { ...callback({}), rawBody: Buffer.from('not json') })).toEqual([]);
  });
});

type Call = { url: string; init: RequestInit };

function fakeHttp(answer: (url: string) => Response): { http: HttpFetch; calls: Call[] } {
  const calls: Call[] = [];
  const http = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(String(url));
  }) as HttpFetch;
  return { http, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const submitted = () => json(202, { status: 'submitted', messageId: 'ee4a68a0-1203-4c85-8dc3-49d0b3226a35' });

describe('gupshupAdapter.send', () => {
  const sentMessage = (call: Call | undefined) =>
    JSON.parse(new URLSearchParams(String(call?.init.body)).get('message') ?? '');

  it('posts a text form with the apikey header and answers the Gupshup message id', async () => {
    const { http, calls } = fakeHttp(submitted);
    const sent = await gupshupAdapter.send(
      channel,
      { messageId: 'msg-1', to: '5511999990000', text: 'Olá' },
      http,
    );
    expect(sent).toEqual({ providerMessageId: 'ee4a68a0-1203-4c85-8dc3-49d0b3226a35' });
    expect(calls[0]?.url).toBe('https://api.gupshup.test/wa/api/v1/msg');
    expect(calls[0]?.init.headers).toMatchObject({ apikey: 'gupshup-api-key' });
    const form = Object.fromEntries(new URLSearchParams(String(calls[0]?.init.body)));
    expect(form).toEqual({
      channel: 'whatsapp',
      source: '917834811114',
      destination: '5511999990000',
      'src.name': 'ProsaDemo',
      message: JSON.stringify({ type: 'text', text: 'Olá' }),
    });
  });

  it('sends up to three buttons as reply buttons without the numbered lines', async () => {
    const { http, calls } = fakeHttp(submitted);
    await gupshupAdapter.send(
      channel,
      {
        messageId: 'msg-2',
        to: '5511999990000',
        text: 'Posso ajudar?\n1. Sim\n2. Não',
        choices: {
          kind: 'buttons',
          presentation: 'buttons',
          options: [
            { key: 'yes', value: 'Sim' },
            { key: 'no', value: 'Não' },
          ],
        },
      },
      http,
    );
    expect(sentMessage(calls[0])).toEqual({
      type: 'quick_reply',
      msgid: 'msg-2',
      content: { type: 'text', text: 'Posso ajudar?' },
      options: [
        { type: 'text', title: 'Sim', postbackText: 'yes' },
        { type: 'text', title: 'Não', postbackText: 'no' },
      ],
    });
  });

  it('sends four to ten options as a list, and more as the numbered text', async () => {
    const { http, calls } = fakeHttp(submitted);
    const options = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ key: `k${index + 1}`, value: `Opção ${index + 1}` }));
    const textOf = (count: number) =>
      ['Escolha', ...options(count).map((option, index) => `${index + 1}. ${option.value}`)].join('\n');
    await gupshupAdapter.send(
      channel,
      {
        messageId: 'msg-3',
        to: '5511999990000',
        text: textOf(5),
        choices: { kind: 'buttons', presentation: 'dropdown', options: options(5) },
      },
      http,
    );
    await gupshupAdapter.send(
      channel,
      {
        messageId: 'msg-4',
        to: '5511999990000',
        text: textOf(11),
        choices: { kind: 'buttons', presentation: 'dropdown', options: options(11) },
      },
      http,
    );
    const list = sentMessage(calls[0]);
    expect(list).toMatchObject({
      type: 'list',
      msgid: 'msg-3',
      body: 'Escolha',
      globalButtons: [{ type: 'text', title: 'Opções' }],
    });
    expect(list.items[0].options).toHaveLength(5);
    expect(list.items[0].options[4]).toEqual({ type: 'text', title: 'Opção 5', postbackText: 'k5' });
    expect(sentMessage(calls[1])).toEqual({ type: 'text', text: textOf(11) });
  });

  it('sends media by its URL by type', async () => {
    const { http, calls } = fakeHttp(submitted);
    const send = (mime: string, name: string) =>
      gupshupAdapter.send(
        channel,
        {
          messageId: 'm',
          to: '5511999990000',
          text: 'veja',
          media: { url: `https://prosa.example/files/${name}`, mime, name },
        },
        http,
      );
    await send('image/png', 'a.png');
    await send('application/pdf', 'b.pdf');
    await send('audio/ogg', 'c.ogg');
    await send('video/mp4', 'd.mp4');
    expect(calls.map(sentMessage)).toEqual([
      {
        type: 'image',
        originalUrl: 'https://prosa.example/files/a.png',
        previewUrl: 'https://prosa.example/files/a.png',
        caption: 'veja',
      },
      { type: 'file', url: 'https://prosa.example/files/b.pdf', filename: 'b.pdf' },
      { type: 'audio', url: 'https://prosa.example/files/c.ogg' },
      { type: 'video', url: 'https://prosa.example/files/d.mp4', caption: 'veja' },
    ]);
  });

  it('sends a template by the id Gupshup lists for its name and language', async () => {
    const { http, calls } = fakeHttp((url) =>
      url.includes('/template/list/')
        ? json(200, {
            status: 'success',
            templates: [
              {
                id: 'tpl-en',
                elementName: 'order_update',
                languageCode: 'en',
                category: 'UTILITY',
                status: 'APPROVED',
                data: 'Hi {{1}}',
              },
              {
                id: 'tpl-pt',
                elementName: 'order_update',
                languageCode: 'pt_BR',
                category: 'UTILITY',
                status: 'APPROVED',
                data: 'Olá {{1}}, pedido {{2}}',
              },
            ],
          })
        : submitted(),
    );
    await gupshupAdapter.send(
      channel,
      {
        messageId: 'm',
        to: '5511999990000',
        text: '',
        template: { name: 'order_update', language: 'pt_BR', variables: ['Maria', '12'] },
      },
      http,
    );
    expect(calls[0]?.url).toBe('https://api.gupshup.test/sm/api/v1/template/list/ProsaDemo');
    expect(calls[1]?.url).toBe('https://api.gupshup.test/wa/api/v1/template/msg');
    const form = new URLSearchParams(String(calls[1]?.init.body));
    expect(JSON.parse(form.get('template') ?? '')).toEqual({ id: 'tpl-pt', params: ['Maria', '12'] });
    const missing = (await gupshupAdapter
      .send(
        channel,
        { messageId: 'm', to: '1', text: '', template: { name: 'gone', language: 'pt_BR', variables: [] } },
        http,
      )
      .catch((caught: unknown) => caught)) as ProviderError;
    expect({ code: missing.code, transient: missing.transient }).toEqual({
      code: '132001',
      transient: false,
    });
  });

  async function refusal(response: Response): Promise<ProviderError> {
    const { http } = fakeHttp(() => response);
    const error = await gupshupAdapter
      .send(channel, { messageId: 'm', to: '5511999990000', text: 'x' }, http)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }

  it('maps refusals: 429 and 5xx retried, a bad key and other refusals permanent', async () => {
    const limited = await refusal(
      json(429, { status: 'error', message: 'Too Many Requests' }, { 'retry-after': '1' }),
    );
    expect([limited.code, limited.transient, limited.retryAfterMs]).toEqual(['429', true, 1000]);
    const outage = await refusal(json(502, { status: 'error', message: 'Bad Gateway' }));
    expect([outage.code, outage.transient]).toEqual(['9992', true]);
    const badKey = await refusal(json(401, { status: 'error', message: 'Authentication Failed' }));
    expect([badKey.code, badKey.transient]).toEqual(['9991', false]);
    const refused = await refusal(json(400, { status: 'error', message: 'Invalid Destination' }));
    expect([refused.code, refused.transient, refused.message]).toEqual([
      '9992',
      false,
      'Gupshup 400: Invalid Destination',
    ]);
  });
});

describe('gupshupAdapter templates, media and connection', () => {
  it('lists templates with their variables and checks the connection with the same call', async () => {
    const { http, calls } = fakeHttp(() =>
      json(200, {
        status: 'success',
        templates: [
          {
            id: 't1',
            elementName: 'welcome',
            languageCode: 'pt_BR',
            category: 'MARKETING',
            status: 'APPROVED',
            data: 'Oi {{1}}! {{2}} e {{1}}',
          },
        ],
      }),
    );
    expect(await gupshupAdapter.listTemplates?.(channel, http)).toEqual([
      {
        name: 'welcome',
        language: 'pt_BR',
        category: 'MARKETING',
        status: 'APPROVED',
        body: 'Oi {{1}}! {{2}} e {{1}}',
        variables: 2,
      },
    ]);
    await gupshupAdapter.checkConnection?.(channel, http);
    expect(calls[1]?.init.headers).toEqual({ apikey: 'gupshup-api-key' });
    const refused = fakeHttp(() => json(401, { status: 'error', message: 'Authentication Failed' }));
    await expect(gupshupAdapter.checkConnection?.(channel, refused.http)).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  it('fetches inbound media from its URL', async () => {
    const { http } = fakeHttp(
      () => new Response(Buffer.from('pdf'), { headers: { 'content-type': 'application/pdf' } }),
    );
    expect(
      await gupshupAdapter.fetchMedia?.(
        channel,
        'https://filemanager.gupshup.io/fm/wamedia/ProsaDemo/f1',
        http,
      ),
    ).toEqual({
      bytes: Buffer.from('pdf'),
      mime: 'application/pdf',
      name: 'f1.pdf',
    });
  });
});
