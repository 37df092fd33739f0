import { describe, expect, it, vi } from 'vitest';
import type { AdapterChannel, HttpFetch } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { signedTwilioRequest } from '../twilio/signedTwilioRequest.ts';
import { twilioSmsAdapter } from './twilioSmsAdapter.ts';

const channel: AdapterChannel = {
  id: 'sms1',
  accountId: 'acc1',
  type: 'sms',
  provider: 'twilio',
  config: {
    accountSid: 'AC0123456789abcdef0123456789abcdef',
    from: '15017122661',
    apiBaseUrl: 'https://api.twilio.test',
  },
  secrets: { authToken: 'token-of-the-account' },
  webhookUrl: 'https://prosa.example/webhooks/sms/sms1',
};

const signedRequest = (params: Record<string, string>, query: Record<string, string> = {}) =>
  signedTwilioRequest(channel, params, query);

// An incoming SMS as Twilio posts it to the number's messaging webhook (twilio.com/docs/messaging/
// guides/webhook-request): no channel prefix, the sender's geography, the segment count.
const incoming = {
  ToCountry: 'US',
  ToState: 'CA',
  SmsMessageSid: 'SMb7c0a2ce80504485a6f653a7110836f5',
  NumMedia: '0',
  ToCity: 'SAN FRANCISCO',
  FromZip: '',
  SmsSid: 'SMb7c0a2ce80504485a6f653a7110836f5',
  FromState: 'SP',
  SmsStatus: 'received',
  FromCity: 'SAO PAULO',
  Body: 'Quero falar com alguém',
  FromCountry: 'BR',
  To: '+15017122661',
  MessagingServiceSid: 'MG9752274e9e519418a7406176694466fa',
  ToZip: '94105',
  NumSegments: '1',
  MessageSid: 'SMb7c0a2ce80504485a6f653a7110836f5',
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: '+5511988887777',
  ApiVersion: '2010-04-01',
};

// An outbound SMS's status callback (twilio.com/docs/messaging/guides/track-outbound-message-status).
const statusCallback = (status: string, extra: Record<string, string> = {}) => ({
  SmsSid: 'SM3f0a5e3a6b2d4c8e9f1a2b3c4d5e6f70',
  SmsStatus: status,
  MessageStatus: status,
  To: '+5511988887777',
  MessagingServiceSid: 'MG9752274e9e519418a7406176694466fa',
  MessageSid: 'SM3f0a5e3a6b2d4c8e9f1a2b3c4d5e6f70',
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: '+15017122661',
  ApiVersion: '2010-04-01',
  ...extra,
});

describe('twilioSmsAdapter.verifySignature', () => {
  it('accepts an incoming SMS and a status callback signed over the webhook URL', () => {
    expect(twilioSmsAdapter.verifySignature(channel, signedRequest(incoming))).toBe(true);
    const status = signedRequest(statusCallback('delivered'), { m: 'msg-1' });
    expect(twilioSmsAdapter.verifySignature(channel, status)).toBe(true);
  });

  it('refuses a missing, a wrong or a tampered signature, and another account token', () => {
    const request = signedRequest(incoming);
    expect(twilioSmsAdapter.verifySignature(channel, { ...request, headers: {} })).toBe(false);
    const wrong = { ...request, headers: { 'x-twilio-signature': 'bm90IGEgc2lnbmF0dXJl' } };
    expect(twilioSmsAdapter.verifySignature(channel, wrong)).toBe(false);
    const tampered = Buffer.from(request.rawBody.toString().replace('Quero', 'Nao+quero'));
    expect(twilioSmsAdapter.verifySignature(channel, { ...request, rawBody: tampered })).toBe(false);
    const otherToken = { ...channel, secrets: { authToken: 'another' } };
    expect(twilioSmsAdapter.verifySignature(otherToken, request)).toBe(false);
  });

  it('refuses a signature replayed on another channel, and a replay reads as the same message', () => {
    const request = signedRequest(incoming);
    const elsewhere = { ...channel, webhookUrl: 'https://prosa.example/webhooks/sms/sms2' };
    expect(twilioSmsAdapter.verifySignature(elsewhere, request)).toBe(false);
    // Twilio signs no time: the layer's receipts take a replayed message id in once. Both reads
    // stamp the same instant here (they ran a millisecond apart once in CI).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T00:25:22.494Z') });
    try {
      expect(twilioSmsAdapter.parse(channel, request)).toEqual(twilioSmsAdapter.parse(channel, request));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('twilioSmsAdapter.parse', () => {
  const parse = (params: Record<string, string>, query: Record<string, string> = {}) =>
    twilioSmsAdapter.parse(channel, signedRequest(params, query));

  it('reads an incoming SMS with the sender as E.164 digits', () => {
    expect(parse(incoming)).toEqual([
      {
        kind: 'message',
        providerMessageId: 'SMb7c0a2ce80504485a6f653a7110836f5',
        from: '5511988887777',
        at: expect.any(Date),
        text: 'Quero falar com alguém',
      },
    ]);
  });

  it.each([
    ['sent', 'sent'],
    ['delivered', 'delivered'],
    ['failed', 'failed'],
    ['undelivered', 'failed'],
  ] as const)('maps Twilio %s to %s, with our message id', (twilioStatus, status) => {
    expect(parse(statusCallback(twilioStatus), { m: 'msg-1' })).toEqual([
      expect.objectContaining({
        kind: 'status',
        providerMessageId: 'SM3f0a5e3a6b2d4c8e9f1a2b3c4d5e6f70',
        messageId: 'msg-1',
        status,
      }),
    ]);
  });

  it('keeps a carrier failure code: 30003 unreachable, 21610 the recipient replied STOP', () => {
    expect(parse(statusCallback('undelivered', { ErrorCode: '30003' }))).toEqual([
      expect.objectContaining({ status: 'failed', errorCode: '131026' }),
    ]);
    expect(parse(statusCallback('failed', { ErrorCode: '21610' }))).toEqual([
      expect.objectContaining({ status: 'failed', errorCode: '1008' }),
    ]);
  });

  it.each(['queued', 'accepted', 'sending', 'scheduled'])('skips the %s status', (status) => {
    expect(parse(statusCallback(status))).toEqual([]);
  });
});

describe('twilioSmsAdapter.send', () => {
  const message = { messageId: 'msg-1', to: '5511988887777', text: 'Olá! 1. Vendas\n2. Suporte' };

  it('posts the Messages API form from the number, with the status callback carrying our id', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const http: HttpFetch = async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return Response.json(
        { sid: 'SM3f0a5e3a6b2d4c8e9f1a2b3c4d5e6f70', status: 'queued', num_segments: '1' },
        { status: 201 },
      );
    };
    await expect(twilioSmsAdapter.send(channel, message, http)).resolves.toEqual({
      providerMessageId: 'SM3f0a5e3a6b2d4c8e9f1a2b3c4d5e6f70',
    });
    const [call] = calls;
    expect(call?.url).toBe(
      'https://api.twilio.test/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
    );
    const form = new URLSearchParams(String(call?.init.body));
    expect(Object.fromEntries(form)).toEqual({
      From: '+15017122661',
      To: '+5511988887777',
      Body: 'Olá! 1. Vendas\n2. Suporte',
      StatusCallback: 'https://prosa.example/webhooks/sms/sms1?m=msg-1',
    });
    const basic = Buffer.from('AC0123456789abcdef0123456789abcdef:token-of-the-account').toString('base64');
    expect(call?.init.headers).toMatchObject({ authorization: `Basic ${basic}` });
  });

  it('sends from an alphanumeric sender id as it is, and an attachment as its link', async () => {
    let body = '';
    const http: HttpFetch = async (_url, init) => {
      body = String(init?.body);
      return Response.json({ sid: 'SM1' }, { status: 201 });
    };
    const media = { url: 'https://prosa.example/media/a.pdf', mime: 'application/pdf', name: 'a.pdf' };
    await twilioSmsAdapter.send(
      { ...channel, config: { ...channel.config, from: 'Prosa' } },
      { ...message, text: 'Segue', media },
      http,
    );
    const form = new URLSearchParams(body);
    expect(form.get('From')).toBe('Prosa');
    expect(form.get('Body')).toBe('Segue\nhttps://prosa.example/media/a.pdf');
  });

  it('retries a 429 after its Retry-After and fails an invalid number for good', async () => {
    const limited: HttpFetch = async () =>
      Response.json(
        { code: 20429, message: 'Too Many Requests', status: 429 },
        { status: 429, headers: { 'retry-after': '2' } },
      );
    await expect(twilioSmsAdapter.send(channel, message, limited)).rejects.toMatchObject({
      transient: true,
      code: '429',
      retryAfterMs: 2000,
    });
    const invalid: HttpFetch = async () =>
      Response.json(
        { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
        { status: 400 },
      );
    const error = await twilioSmsAdapter.send(channel, message, invalid).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ transient: false, code: '1002' });
  });
});
