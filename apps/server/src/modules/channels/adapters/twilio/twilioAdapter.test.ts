import { describe, expect, it } from 'vitest';
import type { AdapterChannel, HttpFetch } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { signedTwilioRequest } from './signedTwilioRequest.ts';
import { twilioAdapter } from './twilioAdapter.ts';

const channel: AdapterChannel = {
  id: 'ch1',
  accountId: 'acc1',
  type: 'whatsapp',
  provider: 'twilio',
  config: {
    accountSid: 'AC0123456789abcdef0123456789abcdef',
    from: '+14155238886',
    apiBaseUrl: 'https://api.twilio.test',
  },
  secrets: { authToken: 'token-of-the-account' },
  webhookUrl: 'https://prosa.example/webhooks/twilio/ch1',
};

const signedRequest = (params: Record<string, string>, query: Record<string, string> = {}) =>
  signedTwilioRequest(channel, params, query);

// An incoming WhatsApp message as Twilio posts it (the fields of its messaging webhook).
const incoming = {
  SmsMessageSid: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
  NumMedia: '0',
  ProfileName: 'Maria Souza',
  MessageType: 'text',
  SmsSid: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
  WaId: '5511999990000',
  SmsStatus: 'received',
  Body: 'Oi, quero saber do meu pedido',
  To: 'whatsapp:+14155238886',
  NumSegments: '1',
  ReferralNumMedia: '0',
  MessageSid: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: 'whatsapp:+5511999990000',
  ApiVersion: '2010-04-01',
};

const statusCallback = (status: string, extra: Record<string, string> = {}) => ({
  ChannelPrefix: 'whatsapp',
  ApiVersion: '2010-04-01',
  MessageStatus: status,
  SmsSid: 'SM9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
  SmsStatus: status,
  ChannelInstallSid: 'XE0123456789abcdef0123456789abcdef',
  To: 'whatsapp:+5511999990000',
  From: 'whatsapp:+14155238886',
  MessageSid: 'SM9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  ChannelToAddress: '+55119999XXXXX',
  ...extra,
});

describe('twilioAdapter.verifySignature', () => {
  it('accepts a request signed over the webhook URL and its query string', () => {
    expect(twilioAdapter.verifySignature(channel, signedRequest(incoming))).toBe(true);
    expect(
      twilioAdapter.verifySignature(channel, signedRequest(statusCallback('sent'), { m: 'msg-1' })),
    ).toBe(true);
  });

  it('refuses a bad, a missing or a tampered signature, and another token', () => {
    const request = signedRequest(incoming);
    expect(twilioAdapter.verifySignature(channel, { ...request, headers: {} })).toBe(false);
    expect(
      twilioAdapter.verifySignature(channel, { ...request, headers: { 'x-twilio-signature': 'AAAA' } }),
    ).toBe(false);
    const tampered = Buffer.from(request.rawBody.toString().replace('Oi', 'Tchau'));
    expect(twilioAdapter.verifySignature(channel, { ...request, rawBody: tampered })).toBe(false);
    expect(twilioAdapter.verifySignature({ ...channel, secrets: { authToken: 'other' } }, request)).toBe(
      false,
    );
    const otherQuery = signedRequest(statusCallback('sent'), { m: 'msg-1' });
    expect(twilioAdapter.verifySignature(channel, { ...otherQuery, query: { m: 'msg-2' } })).toBe(false);
  });
});

describe('twilioAdapter.parse', () => {
  const parse = (params: Record<string, string>, query: Record<string, string> = {}) =>
    twilioAdapter.parse(channel, signedRequest(params, query));

  it('reads a text message with the sender as E.164 digits and the profile name', () => {
    expect(parse(incoming)).toEqual([
      {
        kind: 'message',
        providerMessageId: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
        from: '5511999990000',
        profileName: 'Maria Souza',
        at: expect.any(Date),
        text: 'Oi, quero saber do meu pedido',
      },
    ]);
  });

  it('reads media with its URL, type and caption', () => {
    const [event] = parse({
      ...incoming,
      MessageType: 'image',
      NumMedia: '1',
      Body: 'a nota',
      MediaContentType0: 'image/jpeg',
      MediaUrl0:
        'https://api.twilio.test/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages/MM1/Media/ME1',
    });
    expect(event).toMatchObject({
      kind: 'message',
      text: 'a nota',
      media: {
        ref: 'https://api.twilio.test/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages/MM1/Media/ME1',
        mime: 'image/jpeg',
        caption: 'a nota',
      },
    });
  });

  it('reads a quick-reply button as the reply chosen', () => {
    const [event] = parse({
      ...incoming,
      MessageType: 'button',
      Body: 'Sim',
      ButtonText: 'Sim',
      ButtonPayload: 'yes',
    });
    expect(event).toMatchObject({ kind: 'message', text: 'Sim', reply: { id: 'yes', title: 'Sim' } });
  });

  it('reads a shared location', () => {
    const [event] = parse({
      ...incoming,
      MessageType: 'location',
      Body: '',
      Latitude: '-23.5613',
      Longitude: '-46.6565',
      Address: 'Av. Paulista, 1578',
      Label: 'MASP',
    });
    expect(event).toMatchObject({
      kind: 'message',
      location: { latitude: -23.5613, longitude: -46.6565, name: 'MASP', address: 'Av. Paulista, 1578' },
    });
  });

  it('names the kind of a message with no text of its own', () => {
    const [event] = parse({ ...incoming, MessageType: 'sticker', Body: '' });
    expect(event).toMatchObject({ kind: 'message', text: '', kindOfContent: 'sticker' });
  });

  it.each([
    ['sent', 'sent'],
    ['delivered', 'delivered'],
    ['read', 'read'],
  ] as const)('reads a %s status callback with our message id', (twilioStatus, status) => {
    expect(parse(statusCallback(twilioStatus), { m: 'msg-1' })).toEqual([
      {
        kind: 'status',
        providerMessageId: 'SM9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
        messageId: 'msg-1',
        status,
        at: expect.any(Date),
      },
    ]);
  });

  it('reads failed and undelivered as failures with the mapped code', () => {
    expect(parse(statusCallback('failed', { ErrorCode: '63016' }))).toEqual([
      expect.objectContaining({ kind: 'status', status: 'failed', errorCode: '131047' }),
    ]);
    expect(
      parse(statusCallback('undelivered', { ErrorCode: '63024', ErrorMessage: 'Invalid message recipient' })),
    ).toEqual([
      expect.objectContaining({
        status: 'failed',
        errorCode: '1002',
        errorTitle: 'Invalid message recipient',
      }),
    ]);
    expect(parse(statusCallback('failed', { ErrorCode: '63099' }))).toEqual([
      expect.objectContaining({ status: 'failed', errorCode: '63099' }),
    ]);
  });

  it('skips the statuses the layer does not keep, and requests with no message', () => {
    expect(parse(statusCallback('queued'))).toEqual([]);
    expect(parse(statusCallback('sending'))).toEqual([]);
    expect(parse({ AccountSid: 'AC1' })).toEqual([]);
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

const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

const basic = `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:token-of-the-account').toString('base64')}`;

describe('twilioAdapter.send', () => {
  it("posts the message form to the account's Messages.json with basic auth", async () => {
    const { http, calls } = fakeHttp(() => json(201, { sid: 'SMabc', status: 'queued' }));
    const sent = await twilioAdapter.send(
      channel,
      { messageId: 'msg-1', to: '5511999990000', text: 'Escolha:\n1. Sim\n2. Não' },
      http,
    );
    expect(sent).toEqual({ providerMessageId: 'SMabc' });
    expect(calls[0]?.url).toBe(
      'https://api.twilio.test/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
    );
    expect(calls[0]?.init.headers).toMatchObject({ authorization: basic });
    const form = new URLSearchParams(String(calls[0]?.init.body));
    expect(Object.fromEntries(form)).toEqual({
      From: 'whatsapp:+14155238886',
      To: 'whatsapp:+5511999990000',
      Body: 'Escolha:\n1. Sim\n2. Não',
      StatusCallback: 'https://prosa.example/webhooks/twilio/ch1?m=msg-1',
    });
  });

  it('sends media by URL with its caption, and a template as a Content template', async () => {
    const { http, calls } = fakeHttp(() => json(201, { sid: 'SMabc', status: 'queued' }));
    await twilioAdapter.send(
      channel,
      {
        messageId: 'msg-2',
        to: '5511999990000',
        text: 'o boleto',
        media: { url: 'https://prosa.example/files/f1?sig=x', mime: 'application/pdf', name: 'boleto.pdf' },
      },
      http,
    );
    await twilioAdapter.send(
      channel,
      {
        messageId: 'msg-3',
        to: '5511999990000',
        text: '',
        template: {
          name: 'HX0123456789abcdef0123456789abcdef',
          language: 'pt_BR',
          variables: ['Maria', '12'],
        },
      },
      http,
    );
    const media = new URLSearchParams(String(calls[0]?.init.body));
    expect(media.get('MediaUrl')).toBe('https://prosa.example/files/f1?sig=x');
    expect(media.get('Body')).toBe('o boleto');
    const template = new URLSearchParams(String(calls[1]?.init.body));
    expect(template.get('ContentSid')).toBe('HX0123456789abcdef0123456789abcdef');
    expect(JSON.parse(template.get('ContentVariables') ?? '')).toEqual({ 1: 'Maria', 2: '12' });
    expect(template.has('Body')).toBe(false);
  });

  async function refusal(response: Response): Promise<ProviderError> {
    const { http } = fakeHttp(() => response);
    const error = await twilioAdapter
      .send(channel, { messageId: 'm', to: '5511999990000', text: 'x' }, http)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }

  it('maps 63016 (outside the 24-hour window) to a permanent 131047', async () => {
    const error = await refusal(json(400, twilioError(400, 63016, 'Failed to send freeform message')));
    expect({ code: error.code, transient: error.transient }).toEqual({ code: '131047', transient: false });
  });

  it('retries 429 / 20429 and honours Retry-After', async () => {
    const error = await refusal(
      json(429, twilioError(429, 20429, 'Too Many Requests'), { 'retry-after': '2' }),
    );
    expect({ code: error.code, transient: error.transient, retryAfterMs: error.retryAfterMs }).toEqual({
      code: '429',
      transient: true,
      retryAfterMs: 2000,
    });
  });

  it('retries 5xx and an unreachable API; other refusals are permanent', async () => {
    const outage = await refusal(json(503, twilioError(503, 20500, 'Service unavailable')));
    expect({ code: outage.code, transient: outage.transient }).toEqual({ code: '9992', transient: true });
    const auth = await refusal(json(401, twilioError(401, 20003, 'Authenticate')));
    expect({ code: auth.code, transient: auth.transient }).toEqual({ code: '9991', transient: false });
    const unreachable = (await twilioAdapter
      .send(channel, { messageId: 'm', to: '1', text: 'x' }, (async () => {
        throw new TypeError('fetch failed');
      }) as HttpFetch)
      .catch((caught: unknown) => caught)) as ProviderError;
    expect({ code: unreachable.code, transient: unreachable.transient }).toEqual({
      code: 'network',
      transient: true,
    });
  });
});

describe('twilioAdapter media and connection', () => {
  it('fetches media with basic auth from the API, never sending credentials elsewhere', async () => {
    const { http, calls } = fakeHttp(
      () => new Response(Buffer.from('jpeg-bytes'), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const ref = 'https://api.twilio.test/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1';
    const media = await twilioAdapter.fetchMedia?.(channel, ref, http);
    expect(media).toEqual({ bytes: Buffer.from('jpeg-bytes'), mime: 'image/jpeg', name: 'ME1.jpeg' });
    expect(calls[0]?.init.headers).toMatchObject({ authorization: basic });
    await twilioAdapter.fetchMedia?.(channel, 'https://elsewhere.test/ME2', http);
    expect(calls[1]?.init.headers).toEqual({});
  });

  it('checks the connection with the account resource', async () => {
    const { http, calls } = fakeHttp(() =>
      json(200, { sid: 'AC0123456789abcdef0123456789abcdef', status: 'active' }),
    );
    await twilioAdapter.checkConnection?.(channel, http);
    expect(calls[0]?.url).toBe(
      'https://api.twilio.test/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef.json',
    );
    const refused = fakeHttp(() => json(401, twilioError(401, 20003, 'Authenticate')));
    await expect(twilioAdapter.checkConnection?.(channel, refused.http)).rejects.toBeInstanceOf(
      ProviderError,
    );
  });
});

describe('twilioAdapter templates (Content API)', () => {
  const contents = {
    contents: [
      {
        sid: 'HX11111111111111111111111111111111',
        friendly_name: 'order_update_pt',
        language: 'pt_BR',
        types: { 'twilio/text': { body: 'Olá {{1}}, pedido {{2}}' } },
        approval_requests: { name: 'order_update', category: 'UTILITY', status: 'approved' },
      },
      {
        sid: 'HX22222222222222222222222222222222',
        friendly_name: 'draft_card',
        language: 'en',
        types: { 'twilio/quick-reply': { body: 'Hi {{1}}' } },
        approval_requests: null,
      },
    ],
    meta: { next_page_url: null },
  };

  it('lists Content templates with their WhatsApp approval', async () => {
    const { http, calls } = fakeHttp(() => json(200, contents));
    expect(await twilioAdapter.listTemplates?.(channel, http)).toEqual([
      {
        name: 'order_update',
        language: 'pt_BR',
        category: 'UTILITY',
        status: 'APPROVED',
        body: 'Olá {{1}}, pedido {{2}}',
        variables: 2,
      },
      {
        name: 'draft_card',
        language: 'en',
        category: '',
        status: 'UNSUBMITTED',
        body: 'Hi {{1}}',
        variables: 1,
      },
    ]);
    // A channel on a sandbox reads its templates there too; on Twilio, from the Content API's host.
    expect(calls[0]?.url).toBe('https://api.twilio.test/v1/ContentAndApprovals?PageSize=100');
    await twilioAdapter.listTemplates?.({ ...channel, config: { ...channel.config, apiBaseUrl: '' } }, http);
    expect(calls[1]?.url).toBe('https://content.twilio.com/v1/ContentAndApprovals?PageSize=100');
    expect(calls[1]?.init.headers).toMatchObject({ authorization: basic });
  });

  it('sends a template named by name and language with its ContentSid, and refuses an unknown one', async () => {
    const { http, calls } = fakeHttp((url) =>
      url.includes('ContentAndApprovals')
        ? json(200, contents)
        : json(201, { sid: 'SMabc', status: 'queued' }),
    );
    await twilioAdapter.send(
      channel,
      {
        messageId: 'm',
        to: '5511999990000',
        text: '',
        template: { name: 'order_update', language: 'pt_BR', variables: ['Ana', '7'] },
      },
      http,
    );
    expect(new URLSearchParams(String(calls[1]?.init.body)).get('ContentSid')).toBe(
      'HX11111111111111111111111111111111',
    );
    const missing = (await twilioAdapter
      .send(
        channel,
        { messageId: 'm', to: '1', text: '', template: { name: 'gone', language: 'pt_BR', variables: [] } },
        http,
      )
      .catch((error: unknown) => error)) as ProviderError;
    expect([missing.code, missing.transient]).toEqual(['132001', false]);
  });
});
