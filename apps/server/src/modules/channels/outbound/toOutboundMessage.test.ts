import type { MessageChoices } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { toOutboundMessage } from './toOutboundMessage.ts';

const send = { messageId: 'm1', recipient: '5511999990001' };
const image = { kind: 'image', url: 'https://cdn.example.com/gato.png', caption: 'Nosso gato' } as const;
// The stored text of that balloon (renderOutput): what the webchat and text-only channels show.
const storedText = 'Nosso gato\nhttps://cdn.example.com/gato.png';
const balloon = { text: storedText, choices: null, template: null, media: null, balloonMedia: image };

describe('toOutboundMessage', () => {
  it('sends a flow balloon’s image on WhatsApp as media by its link, the caption alone as the text', () => {
    expect(toOutboundMessage('whatsapp', send, balloon)).toEqual({
      messageId: 'm1',
      to: '5511999990001',
      text: 'Nosso gato',
      choices: null,
      media: { url: 'https://cdn.example.com/gato.png', mime: 'image/png', name: 'gato.png' },
      template: null,
    });
  });

  it('keeps the stored caption and link as text where the channel sends no media or the link is not fetchable', () => {
    expect(toOutboundMessage('sms', send, balloon)).toMatchObject({ text: storedText, media: null });
    const relative = {
      ...balloon,
      text: 'Nosso gato\n/u/gato.png',
      balloonMedia: { ...image, url: '/u/gato.png' },
    };
    expect(toOutboundMessage('whatsapp', send, relative)).toMatchObject({
      text: 'Nosso gato\n/u/gato.png',
      media: null,
    });
  });

  it('sends an attachment by its signed link before anything else', () => {
    const attachment = { url: 'https://prosa.example/media/a1?x', mime: 'application/pdf', name: 'a.pdf' };
    expect(
      toOutboundMessage('whatsapp', send, { ...balloon, text: 'Segue', media: attachment }),
    ).toMatchObject({ text: 'Segue', media: attachment });
  });

  it('sends buttons as choices and messages without media as before', () => {
    const choices: MessageChoices = {
      kind: 'buttons',
      presentation: 'buttons',
      options: [
        { key: 'a', value: 'Vendas' },
        { key: 'b', value: 'Suporte' },
      ],
    };
    const text = 'Com quem?\n1. Vendas\n2. Suporte';
    expect(toOutboundMessage('whatsapp', send, { text, choices, template: null, media: null })).toMatchObject(
      {
        text,
        choices,
        media: null,
      },
    );
    expect(toOutboundMessage('sms', send, { text, choices, template: null, media: null })).toMatchObject({
      text,
      choices: null,
    });
  });
});
