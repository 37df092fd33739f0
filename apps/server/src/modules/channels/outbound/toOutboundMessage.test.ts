import type { BalloonMedia, MessageChoices } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { gupshupMessage } from '../adapters/gupshup/gupshupMessage.ts';
import { buildCloudMessage } from '../adapters/whatsappCloud/buildCloudMessage.ts';
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

  it('reaches the Cloud API and Gupshup as an image, a video or a document by the author’s link', () => {
    const out = (balloonMedia: BalloonMedia) =>
      toOutboundMessage('whatsapp', send, { ...balloon, balloonMedia });
    const cloud = buildCloudMessage(out(image));
    expect(cloud).toMatchObject({
      type: 'image',
      image: { link: 'https://cdn.example.com/gato.png', caption: 'Nosso gato' },
    });
    expect(gupshupMessage(out(image))).toMatchObject({
      type: 'image',
      originalUrl: 'https://cdn.example.com/gato.png',
      caption: 'Nosso gato',
    });
    const video: BalloonMedia = { kind: 'video', url: 'https://cdn.example.com/v/tour.mp4', caption: 'Tour' };
    expect(buildCloudMessage(out(video))).toMatchObject({
      type: 'video',
      video: { link: video.url, caption: 'Tour' },
    });
    // A GIF is no image WhatsApp takes: a document, named after the file.
    const gif: BalloonMedia = { kind: 'image', url: 'https://cdn.example.com/anim.gif', caption: 'Oba' };
    expect(buildCloudMessage(out(gif))).toMatchObject({
      type: 'document',
      document: { link: gif.url, filename: 'anim.gif', caption: 'Oba' },
    });
    const pdf: BalloonMedia = {
      kind: 'document',
      url: 'https://cdn.example.com/d?id=7',
      fileName: 'Tabela.pdf',
    };
    expect(buildCloudMessage(out(pdf))).toMatchObject({
      type: 'document',
      document: { link: pdf.url, filename: 'Tabela.pdf' },
    });
    expect(buildCloudMessage(out(pdf))).not.toHaveProperty('document.caption');
    expect(gupshupMessage(out(pdf))).toEqual({ type: 'file', url: pdf.url, filename: 'Tabela.pdf' });
  });
});
