import { describe, expect, it } from 'vitest';
import { readGupshupMessage } from './readGupshupMessage.ts';

describe('readGupshupMessage', () => {
  const read = (message: unknown) => readGupshupMessage(JSON.stringify(message));

  it('shows a quick reply as buttons and a list as rows, by their postbackText', () => {
    expect(
      read({
        type: 'quick_reply',
        msgid: 'm1',
        content: { type: 'text', text: 'Posso ajudar?' },
        options: [
          { type: 'text', title: 'Sim', postbackText: 'yes' },
          { type: 'text', title: 'Não', postbackText: 'no' },
        ],
      }),
    ).toEqual({
      text: 'Posso ajudar?',
      kind: 'buttons',
      buttons: [
        { id: 'yes', title: 'Sim' },
        { id: 'no', title: 'Não' },
      ],
    });
    expect(
      read({
        type: 'list',
        body: 'Escolha',
        globalButtons: [{ type: 'text', title: 'Opções' }],
        items: [
          {
            title: '',
            options: [{ type: 'text', title: 'Boleto', description: '2ª via', postbackText: 'invoice' }],
          },
        ],
      }),
    ).toEqual({
      text: 'Escolha',
      kind: 'list',
      list: { button: 'Opções', rows: [{ id: 'invoice', title: 'Boleto', description: '2ª via' }] },
    });
  });

  it('shows media by URL', () => {
    expect(read({ type: 'file', url: 'https://prosa.example/f/boleto.pdf', filename: 'boleto.pdf' })).toEqual(
      {
        text: '',
        kind: 'media',
        media: { url: 'https://prosa.example/f/boleto.pdf', mime: 'application/pdf', name: 'boleto.pdf' },
      },
    );
    expect(
      read({
        type: 'image',
        originalUrl: 'https://prosa.example/f/a.png',
        previewUrl: 'https://prosa.example/f/a.png',
        caption: 'c',
      }),
    ).toMatchObject({
      text: 'c',
      media: { mime: 'image/png' },
    });
  });

  it('refuses what WhatsApp would: more than 3 buttons, long titles, more than 10 rows, unknown types', () => {
    const option = (title: string) => ({ type: 'text', title, postbackText: title });
    expect(
      read({ type: 'quick_reply', content: { text: 'x' }, options: ['a', 'b', 'c', 'd'].map(option) }),
    ).toEqual(expect.any(String));
    expect(read({ type: 'quick_reply', content: { text: 'x' }, options: [option('a'.repeat(21))] })).toEqual(
      expect.any(String),
    );
    const rows = Array.from({ length: 11 }, (_, index) => option(`r${index}`));
    expect(
      read({ type: 'list', body: 'x', globalButtons: [{ title: 'Opções' }], items: [{ options: rows }] }),
    ).toEqual(expect.any(String));
    expect(read({ type: 'carousel' })).toBe('Invalid Message Type');
    expect(readGupshupMessage('not json')).toBe('Invalid Message');
  });
});
