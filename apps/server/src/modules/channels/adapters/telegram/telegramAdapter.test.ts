import { describe, expect, it } from 'vitest';
import { ProviderError } from '../ChannelAdapter.ts';
import { telegramAdapter as adapter } from './telegramAdapter.ts';
import { telegramError } from './telegramRequest.ts';
import {
  callbackUpdate,
  telegramChannel as channel,
  documentUpdate,
  editedUpdate,
  groupUpdate,
  photoUpdate,
  secretToken,
  stickerUpdate,
  textUpdate,
  updateRequest,
  voiceUpdate,
} from './telegramUpdateFixtures.ts';

const parse = (update: unknown) => adapter.parse(channel, updateRequest(update));

describe('Telegram secret token', () => {
  it('accepts the secret token setWebhook registered', () => {
    expect(adapter.verifySignature(channel, updateRequest(textUpdate))).toBe(true);
  });
  it('refuses a wrong, a missing, a prefix and an empty token', () => {
    const header = 'x-telegram-bot-api-secret-token';
    for (const presented of ['wrong-token', secretToken.slice(0, -1), `${secretToken}x`, ''])
      expect(adapter.verifySignature(channel, updateRequest(textUpdate, { [header]: presented }))).toBe(
        false,
      );
    expect(adapter.verifySignature(channel, updateRequest(textUpdate, {}))).toBe(false);
  });
  it('refuses everything when the channel has no secret token stored', () => {
    const bare = { ...channel, secrets: { botToken: channel.secrets.botToken ?? '' } };
    expect(adapter.verifySignature(bare, updateRequest(textUpdate))).toBe(false);
  });
});

describe('Telegram updates', () => {
  it('reads a text message: the chat id, the name, the date in seconds', () => {
    expect(parse(textUpdate)).toEqual([
      {
        kind: 'message',
        providerMessageId: '912345678:31',
        from: '912345678',
        profileName: 'Ana Souza',
        at: new Date(1764201600 * 1000),
        text: 'Olá, quero um orçamento',
      },
    ]);
  });

  it('a retried Update gives the same id (deduplicated by the layer)', () => {
    expect(parse(textUpdate)[0]?.providerMessageId).toBe(
      parse(structuredClone(textUpdate))[0]?.providerMessageId,
    );
  });

  it('reads a photo by its largest size, with the caption', () => {
    expect(parse(photoUpdate)[0]).toMatchObject({
      text: 'O produto chegou assim',
      media: { ref: 'AgACAgEAAxkBAAMg-large', mime: 'image/jpeg', caption: 'O produto chegou assim' },
    });
  });

  it('reads a document with its name and type, and a voice note as OGG', () => {
    expect(parse(documentUpdate)[0]).toMatchObject({
      text: '',
      media: { ref: 'BQACAgEAAxkBAAMh-doc', mime: 'application/pdf', name: 'nota-fiscal.pdf' },
    });
    expect(parse(voiceUpdate)[0]).toMatchObject({
      media: { ref: 'AwACAgEAAxkBAAMi-voice', mime: 'audio/ogg' },
    });
  });

  it('names what it does not fetch (a sticker)', () => {
    expect(parse(stickerUpdate)[0]).toMatchObject({ text: '', kindOfContent: 'sticker' });
  });

  it('reads an inline button press as the chosen option, titled from the keyboard', () => {
    expect(parse(callbackUpdate)).toEqual([
      expect.objectContaining({
        kind: 'message',
        providerMessageId: 'callback:3918446727154823681',
        from: '912345678',
        profileName: 'Ana Souza',
        text: 'Suporte',
        reply: { id: 'opt-2', title: 'Suporte' },
      }),
    ]);
  });

  it('answers a button press in the webhook reply with answerCallbackQuery, nothing else', () => {
    const answer = adapter.webhookAnswer?.(channel, updateRequest(callbackUpdate));
    expect(answer?.contentType).toBe('application/json');
    expect(JSON.parse(answer?.body ?? '')).toEqual({
      method: 'answerCallbackQuery',
      callback_query_id: '3918446727154823681',
    });
    expect(adapter.webhookAnswer?.(channel, updateRequest(textUpdate))).toBeNull();
  });

  it('skips groups, edits and bodies that are not JSON', () => {
    expect(parse(groupUpdate)).toEqual([]);
    expect(parse(editedUpdate)).toEqual([]);
    expect(
      adapter.parse(channel, { ...updateRequest(textUpdate), rawBody: Buffer.from('not json') }),
    ).toEqual([]);
  });
});

describe('Telegram refusals', () => {
  const refusal = (code: number, description: string, retryAfter?: number) =>
    telegramError(code, {
      ok: false,
      error_code: code,
      description,
      ...(retryAfter ? { parameters: { retry_after: retryAfter } } : {}),
    });

  it('429 is transient and waits retry_after seconds', () => {
    expect(refusal(429, 'Too Many Requests: retry after 7', 7)).toMatchObject({
      code: '429',
      transient: true,
      retryAfterMs: 7000,
    });
  });
  it('400 and 403 (bot blocked) are permanent; 401 and 404 are the configuration', () => {
    expect(refusal(400, 'Bad Request: chat not found')).toMatchObject({ code: '400', transient: false });
    expect(refusal(403, 'Forbidden: bot was blocked by the user')).toMatchObject({
      code: '403',
      transient: false,
    });
    expect(refusal(401, 'Unauthorized')).toMatchObject({ code: '9991', transient: false });
    expect(refusal(404, 'Not Found')).toMatchObject({ code: '9991', transient: false });
  });
  it('5xx and an answer that is not the Bot API are retried', () => {
    expect(refusal(502, 'Bad Gateway')).toMatchObject({ code: '502', transient: true });
    const garbled = telegramError(200, null);
    expect(garbled).toBeInstanceOf(ProviderError);
    expect(garbled.transient).toBe(true);
  });
});
