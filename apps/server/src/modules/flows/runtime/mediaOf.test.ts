import { describe, expect, it } from 'vitest';
import { mediaOf } from './mediaOf.ts';
import { renderOutput } from './renderOutput.ts';

describe('mediaOf', () => {
  it('keeps an image’s or a video’s URL and caption, and a document’s URL and file name', () => {
    expect(mediaOf({ kind: 'image', url: 'https://x.example/cat.png', caption: 'A cat' })).toEqual({
      kind: 'image',
      url: 'https://x.example/cat.png',
      caption: 'A cat',
    });
    expect(mediaOf({ kind: 'video', url: 'https://x.example/v.mp4' })).toEqual({
      kind: 'video',
      url: 'https://x.example/v.mp4',
    });
    expect(mediaOf({ kind: 'document', url: 'https://x.example/d', fileName: 'd.pdf' })).toEqual({
      kind: 'document',
      url: 'https://x.example/d',
      fileName: 'd.pdf',
    });
  });

  it('has nothing for text, buttons, sliders and carousels, which stay text', () => {
    expect(mediaOf({ kind: 'text', text: 'Oi' })).toBeNull();
    expect(
      mediaOf({
        kind: 'buttons',
        text: 'Qual?',
        buttons: [{ key: 'a', value: 'A' }],
        presentation: 'buttons',
      }),
    ).toBeNull();
    expect(
      mediaOf({ kind: 'slider', text: 'Nota', label: '', min: 0, max: 10, initial: 5, step: 1 }),
    ).toBeNull();
    expect(
      mediaOf({
        kind: 'carousel',
        cards: [{ title: 'Plano', url: 'https://x.example/p', imageUrl: 'https://x.example/p.png' }],
      } as Parameters<typeof mediaOf>[0]),
    ).toBeNull();
  });

  it('leaves the balloon’s text as the webchat shows it', () => {
    const image = { kind: 'image', url: 'https://x.example/cat.png', caption: 'A cat' } as const;
    expect(renderOutput(image)).toBe('A cat\nhttps://x.example/cat.png');
  });
});
