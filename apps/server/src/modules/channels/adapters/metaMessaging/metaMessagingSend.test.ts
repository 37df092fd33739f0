import { describe, expect, it } from 'vitest';
import type { AdapterChannel, OutboundMessage } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { recordingHttp } from '../recordingHttp.ts';
import { metaMessagingAdapter } from './metaMessagingAdapter.ts';
import { instagramChannel, messengerChannel, psid } from './metaWebhookFixtures.ts';

const now = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const messenger = metaMessagingAdapter('messenger', () => now);
const instagram = metaMessagingAdapter('instagram', () => now);
const accepted = () => Response.json({ recipient_id: psid, message_id: 'm_sent-1' });
const message = (extra: Partial<OutboundMessage> = {}): OutboundMessage => ({
  messageId: 'msg-42',
  to: psid,
  text: 'Olá!',
  customerWroteAt: hoursAgo(1),
  ...extra,
});
const options = (count: number, label = (index: number) => `Opção ${index + 1}`) =>
  Array.from({ length: count }, (_, index) => ({ key: `k${index + 1}`, value: label(index) }));
const numbered = (text: string, values: string[]) =>
  [text, ...values.map((value, index) => `${index + 1}. ${value}`)].join('\n');

async function sentBody(extra: Partial<OutboundMessage>, channel = messengerChannel) {
  const { http, calls } = recordingHttp([accepted()]);
  await messenger.send(channel, message(extra), http);
  return calls[0]?.body as Record<string, unknown>;
}

describe('Messenger and Instagram: the Send API', () => {
  it('POSTs text to /{version}/me/messages with the page token, as a RESPONSE', async () => {
    const { http, calls } = recordingHttp([accepted()]);
    expect(await messenger.send(messengerChannel, message(), http)).toEqual({
      providerMessageId: 'm_sent-1',
    });
    expect(calls[0]?.url).toBe('http://graph.test/v21.0/me/messages');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.authorization).toBe('Bearer EAApage');
    expect(calls[0]?.body).toEqual({
      recipient: { id: psid },
      messaging_type: 'RESPONSE',
      message: { text: 'Olá!' },
    });
  });

  it("draws a flow's buttons as quick replies (payload = key, title ≤ 20) without the numbered list", async () => {
    const values = ['Suporte', 'Uma opção de nome bem comprido'];
    const body = await sentBody({
      text: numbered('Como posso ajudar?', values),
      choices: {
        kind: 'buttons',
        presentation: 'buttons',
        options: values.map((value, index) => ({ key: `k${index + 1}`, value })),
      },
    });
    expect(body.message).toEqual({
      text: 'Como posso ajudar?',
      quick_replies: [
        { content_type: 'text', title: 'Suporte', payload: 'k1' },
        { content_type: 'text', title: 'Uma opção de nome b…', payload: 'k2' },
      ],
    });
  });

  it('takes up to 13 quick replies; above that the numbered text goes alone', async () => {
    const thirteen = options(13);
    const body = await sentBody({
      text: numbered(
        'Escolha',
        thirteen.map((o) => o.value),
      ),
      choices: { kind: 'buttons', presentation: 'buttons', options: thirteen },
    });
    expect((body.message as { quick_replies: unknown[] }).quick_replies).toHaveLength(13);
    const fourteen = options(14);
    const text = numbered(
      'Escolha',
      fourteen.map((o) => o.value),
    );
    expect(
      (await sentBody({ text, choices: { kind: 'buttons', presentation: 'buttons', options: fourteen } }))
        .message,
    ).toEqual({
      text,
    });
  });

  it('sends a file as an attachment by its URL, typed by its MIME type', async () => {
    const media = (mime: string) => ({ url: 'https://prosa.example/media/a?sig=1', mime, name: 'a' });
    for (const [mime, type] of [
      ['image/png', 'image'],
      ['audio/mpeg', 'audio'],
      ['video/mp4', 'video'],
      ['application/pdf', 'file'],
    ] as const)
      expect((await sentBody({ media: media(mime) })).message).toEqual({
        attachment: { type, payload: { url: 'https://prosa.example/media/a?sig=1' } },
      });
  });
});

describe('Messenger and Instagram: the 24-hour window and the HUMAN_AGENT tag', () => {
  const humanAgent: AdapterChannel = {
    ...instagramChannel,
    config: { ...instagramChannel.config, humanAgent: 'on' },
  };
  const sendWith = async (channel: AdapterChannel, extra: Partial<OutboundMessage>) => {
    const { http, calls } = recordingHttp([accepted()]);
    await instagram.send(channel, message(extra), http);
    const body = calls[0]?.body as Record<string, unknown>;
    return { messaging_type: body.messaging_type, tag: body.tag };
  };

  it("tags an attendant's answer after 24 hours and within 7 days as HUMAN_AGENT", async () => {
    expect(await sendWith(humanAgent, { fromAttendant: true, customerWroteAt: hoursAgo(30) })).toEqual({
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
    });
  });

  it('sends as a RESPONSE within 24 hours, from a bot, after 7 days, or when the app lacks the feature', async () => {
    const response = { messaging_type: 'RESPONSE', tag: undefined };
    expect(await sendWith(humanAgent, { fromAttendant: true, customerWroteAt: hoursAgo(23) })).toEqual(
      response,
    );
    expect(await sendWith(humanAgent, { fromAttendant: false, customerWroteAt: hoursAgo(30) })).toEqual(
      response,
    );
    expect(
      await sendWith(humanAgent, { fromAttendant: true, customerWroteAt: hoursAgo(24 * 7 + 1) }),
    ).toEqual(response);
    expect(await sendWith(instagramChannel, { fromAttendant: true, customerWroteAt: hoursAgo(30) })).toEqual(
      response,
    );
  });
});

describe('Messenger and Instagram: Graph refusals', () => {
  const refusal = async (
    status: number,
    error: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const { http } = recordingHttp([
      Response.json({ error: { type: 'OAuthException', fbtrace_id: 'AbC', ...error } }, { status, headers }),
    ]);
    return messenger.send(messengerChannel, message(), http).catch((caught: unknown) => caught);
  };

  it('retries the rate limits (4, 17, 32, 613) and temporary failures (1, 2, 1200), a minute by default', async () => {
    for (const code of [4, 17, 32, 613]) {
      const error = await refusal(400, { code, message: 'Calls to this api have exceeded the rate limit.' });
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ code: String(code), transient: true, retryAfterMs: 60_000 });
    }
    for (const code of [1, 2, 1200])
      expect(await refusal(500, { code, message: 'Temporary send message failure' })).toMatchObject({
        code: String(code),
        transient: true,
      });
    expect(await refusal(400, { code: 613, message: 'x' }, { 'retry-after': '5' })).toMatchObject({
      retryAfterMs: 5_000,
    });
  });

  it('fails at once on the person unavailable (551), tokens (190) and permissions (10, 200)', async () => {
    for (const code of [551, 190, 10, 200, 100])
      expect(await refusal(400, { code, message: 'This person isn’t available right now.' })).toMatchObject({
        code: String(code),
        transient: false,
      });
  });

  it('names a message outside its window (10 / 2018278) by its subcode', async () => {
    expect(
      await refusal(400, {
        code: 10,
        error_subcode: 2018278,
        message: '(#10) This message is sent outside of allowed window.',
      }),
    ).toMatchObject({ code: '2018278', transient: false });
  });

  it('retries a lost request, and refuses a 200 without a message id', async () => {
    const lost = recordingHttp([new TypeError('fetch failed')]);
    await expect(messenger.send(messengerChannel, message(), lost.http)).rejects.toMatchObject({
      code: 'network',
      transient: true,
    });
    const empty = recordingHttp([Response.json({ recipient_id: psid })]);
    await expect(messenger.send(messengerChannel, message(), empty.http)).rejects.toMatchObject({
      code: 'no_message_id',
      transient: false,
    });
  });
});
