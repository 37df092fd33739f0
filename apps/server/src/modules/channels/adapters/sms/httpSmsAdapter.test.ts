import { describe, expect, it } from 'vitest';
import type { AdapterChannel, HttpFetch, InboundRequest } from '../ChannelAdapter.ts';
import { webhookToken } from '../webhookToken.ts';
import { fillTemplate, httpSmsAdapter } from './httpSmsAdapter.ts';

// A gateway shaped like the Brazilian ones (Zenvia-, Comtele-, TWW-like): a JSON send with a bearer
// token, an id in its answer, and callbacks with its own status words.
const channel: AdapterChannel = {
  id: 'sms2',
  accountId: 'acc1',
  type: 'sms',
  provider: 'http',
  config: {
    urlTemplate: 'https://gateway.test/v2/sms?to={to}&from={from}&ref={id}',
    method: 'POST',
    authHeader: 'X-API-TOKEN',
    from: '29123',
    idField: 'message.id',
    statusField: 'status',
    fromField: 'from',
    textField: 'text',
    statusMap: 'ENVIADA=sent, ENTREGUE=delivered,NAO_ENTREGUE=failed,ERRO=failed',
  },
  secrets: { authValue: 'gateway-secret' },
  webhookUrl: 'https://prosa.example/webhooks/sms/sms2',
};
const token = webhookToken('gateway-secret', 'sms', 'sms2');

function webhook(
  body: unknown,
  query: Record<string, string> = { token },
  type = 'application/json',
): InboundRequest {
  const raw =
    type === 'application/json'
      ? JSON.stringify(body)
      : new URLSearchParams(body as Record<string, string>).toString();
  return { method: 'POST', headers: { 'content-type': type }, query, rawBody: Buffer.from(raw) };
}

describe('httpSmsAdapter webhook token', () => {
  it('gives a webhook URL with the channel token, and accepts it', () => {
    expect(httpSmsAdapter.providerWebhookUrl?.(channel)).toBe(
      `https://prosa.example/webhooks/sms/sms2?token=${token}`,
    );
    expect(httpSmsAdapter.verifySignature(channel, webhook({ status: 'ENTREGUE' }))).toBe(true);
  });

  it('refuses a missing or wrong token, another channel’s, and one after the credential changed', () => {
    expect(httpSmsAdapter.verifySignature(channel, webhook({}, {}))).toBe(false);
    expect(httpSmsAdapter.verifySignature(channel, webhook({}, { token: 'guess' }))).toBe(false);
    const other = webhookToken('gateway-secret', 'sms', 'sms3');
    expect(httpSmsAdapter.verifySignature(channel, webhook({}, { token: other }))).toBe(false);
    const rotated = { ...channel, secrets: { authValue: 'new-secret' } };
    expect(httpSmsAdapter.verifySignature(rotated, webhook({}))).toBe(false);
  });
});

describe('httpSmsAdapter.parse', () => {
  it.each([
    ['ENVIADA', 'sent'],
    ['ENTREGUE', 'delivered'],
    ['entregue', 'delivered'],
    ['NAO_ENTREGUE', 'failed'],
    ['ERRO', 'failed'],
  ])('maps the gateway status %s to %s', (theirs, ours) => {
    expect(httpSmsAdapter.parse(channel, webhook({ message: { id: 'gw-77' }, status: theirs }))).toEqual([
      { kind: 'status', providerMessageId: 'gw-77', status: ours, at: expect.any(Date) },
    ]);
  });

  it('skips statuses the map does not name, and statuses without an id', () => {
    expect(httpSmsAdapter.parse(channel, webhook({ message: { id: 'gw-77' }, status: 'AGENDADA' }))).toEqual(
      [],
    );
    expect(httpSmsAdapter.parse(channel, webhook({ status: 'ENTREGUE' }))).toEqual([]);
  });

  it('reads an incoming SMS, JSON or form-encoded, the sender as digits', () => {
    const json = httpSmsAdapter.parse(
      channel,
      webhook({ message: { id: 'mo-1' }, from: '+55 11 98888-7777', text: 'SAIR' }),
    );
    expect(json).toEqual([
      {
        kind: 'message',
        providerMessageId: 'mo-1',
        from: '5511988887777',
        at: expect.any(Date),
        text: 'SAIR',
      },
    ]);
    const form = httpSmsAdapter.parse(
      channel,
      webhook({ from: '5511988887777', text: 'Oi' }, { token }, 'application/x-www-form-urlencoded'),
    );
    expect(form).toMatchObject([{ kind: 'message', from: '5511988887777', text: 'Oi' }]);
  });

  it('gives a message without an id one from its body, the same on a retried delivery', () => {
    const [first] = httpSmsAdapter.parse(channel, webhook({ from: '5511988887777', text: 'Oi' }));
    const [again] = httpSmsAdapter.parse(channel, webhook({ from: '5511988887777', text: 'Oi' }));
    expect(first?.providerMessageId).toMatch(/^[\w-]{20,}$/);
    expect(again?.providerMessageId).toBe(first?.providerMessageId);
  });

  it('reads nothing from a body it cannot parse', () => {
    const request = { ...webhook({}), rawBody: Buffer.from('<xml/>') };
    expect(httpSmsAdapter.parse(channel, request)).toEqual([]);
  });
});

describe('httpSmsAdapter.send', () => {
  const message = { messageId: 'msg-9', to: '5511988887777', text: 'Seu código: 123 & obrigado' };

  it('fills the URL template, sends the auth header and a JSON body, and keeps the gateway id', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const http: HttpFetch = async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return Response.json({ message: { id: 'gw-77' }, status: 'ACEITA' });
    };
    await expect(httpSmsAdapter.send(channel, message, http)).resolves.toEqual({
      providerMessageId: 'gw-77',
    });
    expect(calls[0]?.url).toBe('https://gateway.test/v2/sms?to=5511988887777&from=29123&ref=msg-9');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({
      'X-API-TOKEN': 'gateway-secret',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      to: '5511988887777',
      from: '29123',
      text: 'Seu código: 123 & obrigado',
      id: 'msg-9',
    });
  });

  it('sends everything in the URL on GET, and takes our id when the gateway answers none', async () => {
    const get = {
      ...channel,
      config: {
        ...channel.config,
        method: 'GET',
        urlTemplate: 'https://gateway.test/send?n={to}&msg={text}',
      },
    };
    let called: { url: string; init: RequestInit } | undefined;
    const http: HttpFetch = async (url, init) => {
      called = { url: String(url), init: init ?? {} };
      return new Response('OK');
    };
    await expect(httpSmsAdapter.send(get, message, http)).resolves.toEqual({ providerMessageId: 'msg-9' });
    expect(called?.url).toBe(
      'https://gateway.test/send?n=5511988887777&msg=Seu%20c%C3%B3digo%3A%20123%20%26%20obrigado',
    );
    expect(called?.init.method).toBe('GET');
    expect(called?.init.body).toBeUndefined();
  });

  it.each([
    [429, true, '429'],
    [503, true, '9992'],
    [401, false, '9991'],
    [422, false, '400'],
  ])('maps an HTTP %i answer to a %s refusal %s', async (status, transient, code) => {
    const http: HttpFetch = async () => new Response('no', { status });
    await expect(httpSmsAdapter.send(channel, message, http)).rejects.toMatchObject({ transient, code });
  });

  it('encodes every placeholder, so text cannot change the URL', () => {
    expect(fillTemplate('https://g.test/s?a={text}&b={to}', { text: 'x&b=1#y', to: '55' })).toBe(
      'https://g.test/s?a=x%26b%3D1%23y&b=55',
    );
  });
});
