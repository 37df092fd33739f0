import { describe, expect, it } from 'vitest';
import { inboundMessageText } from './inboundMessageText.ts';

const message = (extra: Record<string, unknown>) => ({
  kind: 'message' as const,
  providerMessageId: 'wamid.1',
  from: '5511999990000',
  at: new Date(0),
  text: '',
  ...extra,
});

describe('inboundMessageText', () => {
  it('keeps a text as it came', () => {
    expect(inboundMessageText(message({ text: 'Olá' }))).toBe('Olá');
  });
  it('stores a reply button or list choice as its title, which flows match', () => {
    expect(inboundMessageText(message({ text: 'x', reply: { id: 'opt-1', title: 'Vendas' } }))).toBe(
      'Vendas',
    );
  });
  it('writes a location as its name, address and a map link', () => {
    const location = { latitude: -23.5, longitude: -46.6, name: 'Loja', address: 'Av. Paulista, 1000' };
    expect(inboundMessageText(message({ location }))).toBe(
      'Loja\nAv. Paulista, 1000\nhttps://maps.google.com/?q=-23.5,-46.6',
    );
  });
  it('uses a media caption, else the file name', () => {
    const media = { ref: 'm1', mime: 'image/jpeg', name: 'foto.jpg', caption: 'Minha foto' };
    expect(inboundMessageText(message({ media }))).toBe('Minha foto');
    expect(inboundMessageText(message({ media: { ...media, caption: undefined } }))).toBe('[foto.jpg]');
  });
  it('names a kind without text of its own', () => {
    expect(inboundMessageText(message({ kindOfContent: 'sticker' }))).toBe('[sticker]');
  });
});
