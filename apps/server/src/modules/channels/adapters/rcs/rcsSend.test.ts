import { describe, expect, it } from 'vitest';
import type { OutboundMessage, ProviderError } from '../ChannelAdapter.ts';
import { recordingHttp } from '../recordingHttp.ts';
import { rbmMessageIdOf } from './rbmMessageId.ts';
import { rcsNotCapable } from './rbmRequest.ts';
import { rcsAdapter } from './rcsAdapter.ts';
import { agentId, rcsChannel } from './rcsWebhookFixtures.ts';

const ourId = '6745b3c01a2b3c4d5e6f7a8b';
const uuid = rbmMessageIdOf(ourId);
const capable = () => Response.json({ features: ['RICHCARD_STANDALONE'] });
const accepted = () =>
  Response.json({ name: `phones/+5511988887777/agentMessages/${uuid}`, sendTime: '2026-11-20T12:00:00Z' });
const refusal = (code: number, status: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message: `refused: ${status}`, status } }, { status: code, headers });
const message = (extra: Partial<OutboundMessage> = {}): OutboundMessage => ({
  messageId: ourId,
  to: '5511988887777',
  text: 'Olá!',
  ...extra,
});
const numbered = (text: string, values: string[]) =>
  [text, ...values.map((value, index) => `${index + 1}. ${value}`)].join('\n');

async function sentBody(extra: Partial<OutboundMessage>) {
  const { http, calls } = recordingHttp([capable(), accepted()]);
  await rcsAdapter.send(rcsChannel, message(extra), http);
  return calls[1]?.body as { contentMessage: Record<string, unknown> };
}

async function refusedWith(responses: Response[]) {
  const { http } = recordingHttp(responses);
  return rcsAdapter.send(rcsChannel, message(), http).catch((error: unknown) => error as ProviderError);
}

describe('RCS: sending an agent message', () => {
  it('checks the capabilities, then POSTs agentMessages under the UUID of our id with the bearer token', async () => {
    const { http, calls } = recordingHttp([capable(), accepted()]);
    expect(await rcsAdapter.send(rcsChannel, message(), http)).toEqual({ providerMessageId: uuid });
    const capabilities = new URL(calls[0]?.url ?? '');
    expect(calls[0]?.method).toBe('GET');
    expect(capabilities.pathname).toBe('/v1/phones/%2B5511988887777/capabilities');
    expect(capabilities.searchParams.get('agentId')).toBe(agentId);
    expect(capabilities.searchParams.get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
    const send = new URL(calls[1]?.url ?? '');
    expect(calls[1]?.method).toBe('POST');
    expect(send.pathname).toBe('/v1/phones/%2B5511988887777/agentMessages');
    expect(send.searchParams.get('messageId')).toBe(uuid);
    expect(send.searchParams.get('agentId')).toBe(agentId);
    expect(calls[1]?.headers.authorization).toBe('Bearer ya29.token-of-the-test');
    expect(calls[1]?.body).toEqual({ contentMessage: { text: 'Olá!' } });
  });

  it("draws a flow's buttons as suggested replies (postbackData = key, text ≤ 25) without the numbered list", async () => {
    const values = ['Suporte', 'Uma opção de nome bem comprido demais']; // 37 characters
    const body = await sentBody({
      text: numbered('Sobre o que quer falar?', values),
      choices: {
        kind: 'buttons',
        presentation: 'buttons',
        options: [
          { key: 'suporte', value: values[0] ?? '' },
          { key: '', value: values[1] ?? '' },
        ],
      },
    });
    expect(body.contentMessage).toEqual({
      text: 'Sobre o que quer falar?',
      suggestions: [
        { reply: { text: 'Suporte', postbackData: 'suporte' } },
        { reply: { text: 'Uma opção de nome bem co…', postbackData: '#2' } },
      ],
    });
  });

  it('keeps more than 11 options as numbered text', async () => {
    const options = Array.from({ length: 12 }, (_, index) => ({ key: `k${index}`, value: `Opção ${index}` }));
    const text = numbered(
      'Escolha:',
      options.map((option) => option.value),
    );
    const body = await sentBody({ text, choices: { kind: 'buttons', presentation: 'buttons', options } });
    expect(body.contentMessage).toEqual({ text });
  });

  it('sends an image as a standalone rich card with the caption as its description, a PDF as a file', async () => {
    const image = await sentBody({
      text: 'Nosso cardápio',
      media: { url: 'https://prosa.example/m/1', mime: 'image/png', name: 'menu.png' },
    });
    expect(image.contentMessage).toEqual({
      richCard: {
        standaloneCard: {
          cardOrientation: 'VERTICAL',
          cardContent: {
            media: {
              height: 'MEDIUM',
              contentInfo: { fileUrl: 'https://prosa.example/m/1', forceRefresh: false },
            },
            description: 'Nosso cardápio',
          },
        },
      },
    });
    const pdf = await sentBody({
      text: '',
      media: { url: 'https://prosa.example/m/2', mime: 'application/pdf', name: 'boleto.pdf' },
    });
    expect(pdf.contentMessage).toEqual({
      contentInfo: { fileUrl: 'https://prosa.example/m/2', forceRefresh: false },
    });
  });
});

describe('RCS: refusals', () => {
  it('fails a number RBM cannot reach (404 NOT_FOUND on the capability check) as rcsNotCapable, sending nothing', async () => {
    const { http, calls } = recordingHttp([refusal(404, 'NOT_FOUND')]);
    const error = await rcsAdapter
      .send(rcsChannel, message(), http)
      .catch((e: unknown) => e as ProviderError);
    expect(error).toMatchObject({ code: rcsNotCapable, transient: false });
    expect(calls).toHaveLength(1);
  });

  it('retries 429 RESOURCE_EXHAUSTED after Retry-After, and 5xx', async () => {
    expect(
      await refusedWith([capable(), refusal(429, 'RESOURCE_EXHAUSTED', { 'retry-after': '3' })]),
    ).toMatchObject({ code: '429', transient: true, retryAfterMs: 3000 });
    expect(await refusedWith([refusal(503, 'UNAVAILABLE')])).toMatchObject({ code: '503', transient: true });
  });

  it('fails a wrong token (401, 403) as the channel configuration and a bad request (400) at once', async () => {
    expect(await refusedWith([refusal(401, 'UNAUTHENTICATED')])).toMatchObject({
      code: '9991',
      transient: false,
    });
    expect(await refusedWith([capable(), refusal(403, 'PERMISSION_DENIED')])).toMatchObject({
      code: '9991',
      transient: false,
    });
    expect(await refusedWith([capable(), refusal(400, 'INVALID_ARGUMENT')])).toMatchObject({
      code: '9992',
      transient: false,
    });
  });

  it('retries a network failure', async () => {
    expect(await refusedWith([new Error('ECONNRESET')] as never)).toMatchObject({
      code: 'network',
      transient: true,
    });
  });
});
