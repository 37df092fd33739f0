import { describe, expect, it } from 'vitest';
import type { OutboundMessage } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { recordingHttp } from '../recordingHttp.ts';
import { cloudChannel, customer } from './cloudWebhookFixtures.ts';
import { whatsappCloudAdapter } from './whatsappCloudAdapter.ts';

const accepted = (id = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA') =>
  Response.json({
    messaging_product: 'whatsapp',
    contacts: [{ input: `+${customer}`, wa_id: customer }],
    messages: [{ id }],
  });

const message = (extra: Partial<OutboundMessage> = {}): OutboundMessage => ({
  messageId: 'msg-42',
  to: `+${customer}`,
  text: 'Olá!',
  ...extra,
});

async function sentBody(extra: Partial<OutboundMessage>) {
  const { http, calls } = recordingHttp([accepted()]);
  await whatsappCloudAdapter.send(cloudChannel, message(extra), http);
  return calls[0]?.body as Record<string, unknown>;
}

const options = (count: number, label = (index: number) => `Opção ${index + 1}`) =>
  Array.from({ length: count }, (_, index) => ({ key: `k${index + 1}`, value: label(index) }));
const numbered = (text: string, values: string[]) =>
  [text, ...values.map((value, index) => `${index + 1}. ${value}`)].join('\n');

describe('whatsappCloudAdapter.send', () => {
  it('POSTs text to /{version}/{phone-number-id}/messages with the bearer token and our id', async () => {
    const { http, calls } = recordingHttp([accepted()]);
    const result = await whatsappCloudAdapter.send(cloudChannel, message(), http);
    expect(result).toEqual({
      providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA',
    });
    expect(calls[0]?.url).toBe('http://graph.test/v21.0/106540352242922/messages');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.authorization).toBe('Bearer EAAtoken');
    expect(calls[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: customer,
      biz_opaque_callback_data: 'msg-42',
      type: 'text',
      text: { preview_url: false, body: 'Olá!' },
    });
  });

  it('uses Meta defaults when the channel names no base URL or version', async () => {
    const { http, calls } = recordingHttp([accepted()]);
    const channel = { ...cloudChannel, config: { phoneNumberId: '1', wabaId: '2' } };
    await whatsappCloudAdapter.send(channel, message(), http);
    expect(calls[0]?.url).toBe('https://graph.facebook.com/v21.0/1/messages');
  });

  it('renders up to 3 buttons as reply buttons (titles cut to 20), without the numbered list', async () => {
    const values = ['Sim', 'Não', 'Falar com um atendente humano'];
    const body = await sentBody({
      text: numbered('Posso ajudar?', values),
      choices: {
        kind: 'buttons',
        presentation: 'buttons',
        options: values.map((value, index) => ({ key: `b${index}`, value })),
      },
    });
    expect(body.type).toBe('interactive');
    expect(body.interactive).toEqual({
      type: 'button',
      body: { text: 'Posso ajudar?' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'b0', title: 'Sim' } },
          { type: 'reply', reply: { id: 'b1', title: 'Não' } },
          { type: 'reply', reply: { id: 'b2', title: 'Falar com um atende…' } },
        ],
      },
    });
  });

  it('renders 4 to 10 buttons as a list (rows cut to 24 with the label as description)', async () => {
    const values = options(4).map((option) => option.value);
    values[3] = 'Segunda via do boleto bancário vencido';
    const body = await sentBody({
      text: numbered('Escolha:', values),
      choices: {
        kind: 'buttons',
        presentation: 'dropdown',
        options: values.map((value, index) => ({ key: `k${index + 1}`, value })),
      },
    });
    expect(body.interactive).toEqual({
      type: 'list',
      body: { text: 'Escolha:' },
      action: {
        button: 'Opções',
        sections: [
          {
            rows: [
              { id: 'k1', title: 'Opção 1' },
              { id: 'k2', title: 'Opção 2' },
              { id: 'k3', title: 'Opção 3' },
              {
                id: 'k4',
                title: 'Segunda via do boleto b…',
                description: 'Segunda via do boleto bancário vencido',
              },
            ],
          },
        ],
      },
    });
  });

  it('sends more than 10 buttons, and sliders, as the numbered text', async () => {
    const many = options(11);
    const text = numbered(
      'Escolha:',
      many.map((option) => option.value),
    );
    const body = await sentBody({
      text,
      choices: { kind: 'buttons', presentation: 'dropdown', options: many },
    });
    expect(body).toMatchObject({ type: 'text', text: { body: text } });
    const slider = await sentBody({
      text: 'Nota?\nNota (0–10)',
      choices: { kind: 'slider', label: 'Nota', min: 0, max: 10, initial: 5, step: 1 },
    });
    expect(slider).toMatchObject({ type: 'text', text: { body: 'Nota?\nNota (0–10)' } });
  });

  it('sends a template with its body parameters', async () => {
    const body = await sentBody({
      template: { name: 'atualizacao_pedido', language: 'pt_BR', variables: ['Ana', '#7', 'enviado'] },
    });
    expect(body).toMatchObject({
      type: 'template',
      biz_opaque_callback_data: 'msg-42',
      template: {
        name: 'atualizacao_pedido',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: '#7' },
              { type: 'text', text: 'enviado' },
            ],
          },
        ],
      },
    });
    const plain = await sentBody({ template: { name: 'hello_world', language: 'en_US', variables: [] } });
    expect(plain.template).toEqual({ name: 'hello_world', language: { code: 'en_US' }, components: [] });
  });

  it('sends a media header by link, a text header’s value and URL suffixes by button index', async () => {
    const withImage = await sentBody({
      template: {
        name: 'oferta',
        language: 'pt_BR',
        variables: ['Ana'],
        header: { kind: 'image', value: 'https://cdn.example.com/natal.png' },
        urlSuffixes: [{ index: 1, text: 'natal-ana' }],
      },
    });
    expect((withImage.template as Record<string, unknown>).components).toEqual([
      {
        type: 'header',
        parameters: [{ type: 'image', image: { link: 'https://cdn.example.com/natal.png' } }],
      },
      { type: 'body', parameters: [{ type: 'text', text: 'Ana' }] },
      { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'natal-ana' }] },
    ]);
    const withText = await sentBody({
      template: { name: 'pedido', language: 'pt_BR', variables: [], header: { kind: 'text', value: '#7' } },
    });
    expect((withText.template as Record<string, unknown>).components).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: '#7' }] },
    ]);
  });

  it('sends media by link with its caption, audio without one, other files as documents', async () => {
    const url = 'https://prosa.example/files/abc?sig=1';
    expect(await sentBody({ text: 'Veja', media: { url, mime: 'image/jpeg', name: 'a.jpg' } })).toMatchObject(
      {
        type: 'image',
        image: { link: url, caption: 'Veja' },
      },
    );
    const audio = await sentBody({
      text: 'ouça',
      media: { url, mime: 'audio/ogg; codecs=opus', name: 'a.ogg' },
    });
    expect(audio).toMatchObject({ type: 'audio', audio: { link: url } });
    expect((audio.audio as Record<string, unknown>).caption).toBeUndefined();
    expect(await sentBody({ text: '', media: { url, mime: 'video/mp4', name: 'v.mp4' } })).toMatchObject({
      type: 'video',
      video: { link: url },
    });
    expect(
      await sentBody({ text: 'Contrato', media: { url, mime: 'application/pdf', name: 'contrato.pdf' } }),
    ).toMatchObject({
      type: 'document',
      document: { link: url, caption: 'Contrato', filename: 'contrato.pdf' },
    });
    expect(await sentBody({ text: '', media: { url, mime: 'image/gif', name: 'g.gif' } })).toMatchObject({
      type: 'document',
      document: { filename: 'g.gif' },
    });
  });
});

// Graph's error envelope → ProviderError(code, transient, retryAfterMs).
const graphError = (status: number, error: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(
    { error: { type: 'OAuthException', fbtrace_id: 'AyQ7jRN1k8UdRPBbX1gBrhk', ...error } },
    { status, headers },
  );

async function refusal(response: Response | Error): Promise<ProviderError> {
  const { http } = recordingHttp([response]);
  const error = await whatsappCloudAdapter
    .send(cloudChannel, message(), http)
    .catch((caught: unknown) => caught);
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

const details = (text: string) => ({ error_data: { messaging_product: 'whatsapp', details: text } });

describe('whatsappCloudAdapter.send: Graph errors', () => {
  it('130429 (throughput) is transient, retried after a second', async () => {
    const error = await refusal(
      graphError(400, {
        message: '(#130429) Rate limit hit',
        code: 130429,
        ...details('Cloud API message throughput has been reached.'),
      }),
    );
    expect(error).toMatchObject({ code: '130429', transient: true, retryAfterMs: 1000 });
    expect(error.message).toContain('throughput');
  });

  it('131056 (pair rate) is transient, retried after one pair-rate interval', async () => {
    const error = await refusal(
      graphError(400, {
        message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
        code: 131056,
        error_subcode: 2494071,
      }),
    );
    expect(error).toMatchObject({ code: '131056', transient: true, retryAfterMs: 6000 });
  });

  it('HTTP 429 with Retry-After, and 5xx, are transient', async () => {
    expect(
      await refusal(graphError(429, { message: 'Too many calls', code: 80007 }, { 'retry-after': '7' })),
    ).toMatchObject({
      code: '80007',
      transient: true,
      retryAfterMs: 7000,
    });
    expect(await refusal(graphError(500, { message: 'An unknown error occurred', code: 1 }))).toMatchObject({
      code: '1',
      transient: true,
    });
    expect(
      await refusal(graphError(503, { message: 'Service temporarily unavailable', code: 131000 })),
    ).toMatchObject({
      code: '131000',
      transient: true,
    });
    expect(await refusal(new Response('<html>Bad gateway</html>', { status: 502 }))).toMatchObject({
      code: 'http_502',
      transient: true,
    });
  });

  it('a network failure is transient', async () => {
    expect(await refusal(new TypeError('fetch failed'))).toMatchObject({ code: 'network', transient: true });
  });

  it('permanent codes fail the message with their code', async () => {
    const permanent: Array<[number, number, string]> = [
      [401, 190, 'Invalid OAuth access token - Cannot parse access token'],
      [400, 100, '(#100) Invalid parameter'],
      [400, 131009, '(#131009) Parameter value is not valid'],
      [400, 131026, 'Message undeliverable'],
      [400, 131047, 'Re-engagement message'],
      [400, 131048, 'Spam rate limit hit'],
      [400, 131049, 'Meta chose not to deliver.'],
      [
        400,
        131050,
        'Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business',
      ],
      [400, 132000, '(#132000) Number of parameters does not match the expected number of params'],
      [404, 132001, '(#132001) Template name does not exist in the translation'],
      [400, 368, 'Temporarily blocked for policies violations'],
    ];
    for (const [status, code, text] of permanent) {
      const error = await refusal(graphError(status, { message: text, code }));
      expect(error).toMatchObject({ code: String(code), transient: false, retryAfterMs: undefined });
      expect(error.message).toContain(text);
    }
  });

  it('a 4xx that is not Graph JSON is permanent; a 200 without an id is not retried', async () => {
    expect(await refusal(new Response('nope', { status: 403 }))).toMatchObject({
      code: 'http_403',
      transient: false,
    });
    expect(await refusal(Response.json({ messaging_product: 'whatsapp', messages: [] }))).toMatchObject({
      code: 'no_message_id',
      transient: false,
    });
  });
});

describe('whatsappCloudAdapter: media, templates, connection', () => {
  it('fetches media: the id to its URL, then the bytes with the same token', async () => {
    const { http, calls } = recordingHttp([
      Response.json({
        messaging_product: 'whatsapp',
        url: 'https://lookaside.test/whatsapp_business/attachments/?mid=1003383421387256&ext=1749416383',
        mime_type: 'image/jpeg',
        sha256: 'x',
        file_size: 3,
        id: '1003383421387256',
      }),
      new Response(Buffer.from([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }),
    ]);
    const media = await whatsappCloudAdapter.fetchMedia?.(cloudChannel, '1003383421387256', http);
    expect(media).toEqual({
      bytes: Buffer.from([1, 2, 3]),
      mime: 'image/jpeg',
      name: '1003383421387256.jpg',
    });
    expect(calls.map((call) => [call.url, call.headers.authorization])).toEqual([
      ['http://graph.test/v21.0/1003383421387256', 'Bearer EAAtoken'],
      [
        'https://lookaside.test/whatsapp_business/attachments/?mid=1003383421387256&ext=1749416383',
        'Bearer EAAtoken',
      ],
    ]);
  });

  it('fails a media fetch with Graph error code', async () => {
    const { http } = recordingHttp([
      graphError(400, { message: 'Unsupported get request.', code: 100, error_subcode: 33 }),
    ]);
    await expect(whatsappCloudAdapter.fetchMedia?.(cloudChannel, '1', http)).rejects.toMatchObject({
      code: '100',
      transient: false,
    });
  });

  it('lists templates through every page with status, quality and the variable count', async () => {
    const template = (name: string, body: string, extra: Record<string, unknown> = {}) => ({
      name,
      parameter_format: 'POSITIONAL',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Oi' },
        { type: 'BODY', text: body },
      ],
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'UTILITY',
      id: '1',
      ...extra,
    });
    const { http, calls } = recordingHttp([
      Response.json({
        data: [template('a', 'Olá {{1}}, pedido {{2}} ({{1}})', { quality_score: { score: 'GREEN' } })],
        paging: { cursors: { before: 'MA', after: 'MQ' }, next: 'https://graph.test/next' },
      }),
      Response.json({
        data: [
          template('b', 'Oi {{first_name}}', {
            status: 'PAUSED',
            category: 'MARKETING',
            quality_score: { score: 'RED' },
          }),
          template('c', 'Sem variáveis'),
        ],
        paging: { cursors: { before: 'MQ', after: 'Mw' } },
      }),
    ]);
    const templates = await whatsappCloudAdapter.listTemplates?.(cloudChannel, http);
    expect(templates).toEqual([
      {
        name: 'a',
        language: 'pt_BR',
        category: 'UTILITY',
        status: 'APPROVED',
        quality: 'GREEN',
        body: 'Olá {{1}}, pedido {{2}} ({{1}})',
        variables: 2,
      },
      {
        name: 'b',
        language: 'pt_BR',
        category: 'MARKETING',
        status: 'PAUSED',
        quality: 'RED',
        body: 'Oi {{first_name}}',
        variables: 1,
      },
      {
        name: 'c',
        language: 'pt_BR',
        category: 'UTILITY',
        status: 'APPROVED',
        body: 'Sem variáveis',
        variables: 0,
      },
    ]);
    expect(calls[0]?.url).toMatch(
      /^http:\/\/graph\.test\/v21\.0\/102290129340398\/message_templates\?fields=/,
    );
    expect(new URL(calls[1]?.url ?? '').searchParams.get('after')).toBe('MQ');
  });

  it('checks the connection with GET /{phone-number-id}, failing with Graph code', async () => {
    const ok = recordingHttp([
      Response.json({
        display_phone_number: '+1 555-078-3881',
        verified_name: 'Prosa',
        id: '106540352242922',
      }),
    ]);
    await expect(whatsappCloudAdapter.checkConnection?.(cloudChannel, ok.http)).resolves.toBeUndefined();
    expect(ok.calls[0]?.url).toMatch(/^http:\/\/graph\.test\/v21\.0\/106540352242922\?fields=/);
    const refused = recordingHttp([
      graphError(401, {
        message: 'Error validating access token: Session has expired',
        code: 190,
        error_subcode: 463,
      }),
    ]);
    await expect(whatsappCloudAdapter.checkConnection?.(cloudChannel, refused.http)).rejects.toMatchObject({
      code: '190',
      transient: false,
    });
  });
});
