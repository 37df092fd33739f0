import { describe, expect, it } from 'vitest';
import { telegramMessage } from './telegramMessage.ts';

const base = { messageId: 'm-1', to: '912345678', text: 'Como podemos ajudar?' };
const buttons = (keys: string[]) => ({
  kind: 'buttons' as const,
  presentation: 'buttons' as const,
  options: keys.map((key, index) => ({ key, value: `Opção ${index + 1}` })),
});

describe('Telegram sends', () => {
  it('a text goes by sendMessage', () => {
    expect(telegramMessage(base)).toEqual({
      method: 'sendMessage',
      body: { chat_id: '912345678', text: base.text },
    });
  });

  it("a flow's buttons become an inline keyboard, one a row, the option key as callback_data", () => {
    const { body } = telegramMessage({ ...base, choices: buttons(['opt-1', 'opt-2']) });
    expect(body.reply_markup).toEqual({
      inline_keyboard: [
        [{ text: 'Opção 1', callback_data: 'opt-1' }],
        [{ text: 'Opção 2', callback_data: 'opt-2' }],
      ],
    });
  });

  it('a key over 64 bytes goes as its position; an empty text gets a stand-in', () => {
    const { body } = telegramMessage({ ...base, text: '', choices: buttons(['k'.repeat(65)]) });
    expect(body.text).toBe('…');
    expect(body.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Opção 1', callback_data: '#1' }]] });
  });

  it('an image goes by sendPhoto and any other file by sendDocument, the text as caption', () => {
    const photo = telegramMessage({
      ...base,
      media: { url: 'https://p/x.png', mime: 'image/png', name: 'x.png' },
    });
    expect(photo).toEqual({
      method: 'sendPhoto',
      body: { chat_id: '912345678', photo: 'https://p/x.png', caption: base.text },
    });
    const pdf = telegramMessage({
      ...base,
      text: '',
      media: { url: 'https://p/a.pdf', mime: 'application/pdf', name: 'a.pdf' },
    });
    expect(pdf).toEqual({
      method: 'sendDocument',
      body: { chat_id: '912345678', document: 'https://p/a.pdf' },
    });
  });
});
