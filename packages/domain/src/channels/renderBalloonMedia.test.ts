import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderBalloonMedia } from './renderBalloonMedia.ts';
import { capabilitiesOf } from './renderChoices.ts';

const whatsapp = capabilitiesOf('whatsapp');

describe('renderBalloonMedia', () => {
  it('sends an image by its link with the caption as the text, typed by its extension', () => {
    const media = {
      kind: 'image',
      url: 'https://cdn.example.com/promo/gato.JPG',
      caption: 'Nosso gato',
    } as const;
    expect(renderBalloonMedia(media, whatsapp)).toEqual({
      text: 'Nosso gato',
      media: { url: 'https://cdn.example.com/promo/gato.JPG', mime: 'image/jpeg', name: 'gato.JPG' },
    });
    expect(renderBalloonMedia({ kind: 'image', url: 'https://x.example/a.png?v=2' }, whatsapp)).toEqual({
      text: '',
      media: { url: 'https://x.example/a.png?v=2', mime: 'image/png', name: 'a.png' },
    });
  });

  it('sends a video as MP4 or 3GPP, and other videos and images with types WhatsApp refuses as files', () => {
    const typeOf = (kind: 'image' | 'video', url: string) =>
      renderBalloonMedia({ kind, url }, whatsapp)?.media.mime;
    expect(typeOf('video', 'https://x.example/v/intro.mp4')).toBe('video/mp4');
    expect(typeOf('video', 'https://x.example/v/intro.3gp')).toBe('video/3gpp');
    expect(typeOf('video', 'https://x.example/v/intro.webm')).toBe('video/webm');
    expect(typeOf('image', 'https://x.example/anim.gif')).toBe('image/gif');
    // An image URL without a known extension: nothing says it is a JPEG or PNG.
    expect(typeOf('image', 'https://picsum.example/200')).toBe('application/octet-stream');
    // The extension of another kind does not count: a video line's .png is not an image.
    expect(typeOf('video', 'https://x.example/frame.png')).toBe('application/octet-stream');
  });

  it('sends a document line as a document with the author’s file name and no caption', () => {
    expect(
      renderBalloonMedia(
        { kind: 'document', url: 'https://x.example/download?id=7', fileName: 'Contrato 2026.pdf' },
        whatsapp,
      ),
    ).toEqual({
      text: '',
      media: { url: 'https://x.example/download?id=7', mime: 'application/pdf', name: 'Contrato 2026.pdf' },
    });
    // A picture as a document line stays a file; the name comes from the URL when the author gave none.
    expect(
      renderBalloonMedia({ kind: 'document', url: 'https://x.example/f/planta%20baixa.jpg' }, whatsapp),
    ).toEqual({
      text: '',
      media: {
        url: 'https://x.example/f/planta%20baixa.jpg',
        mime: 'application/octet-stream',
        name: 'planta baixa.jpg',
      },
    });
  });

  it('names a file after its kind when the URL has no name', () => {
    expect(renderBalloonMedia({ kind: 'image', url: 'https://x.example/' }, whatsapp)?.media.name).toBe(
      'image',
    );
  });

  it('keeps the stored text where the provider cannot fetch the link, the caption is too long or the channel sends no media', () => {
    for (const url of [
      '/u/cat.png',
      'cat.png',
      'ftp://x.example/cat.png',
      'javascript:alert(1)',
      'https://user:pw@x.example/cat.png',
    ])
      expect(renderBalloonMedia({ kind: 'image', url }, whatsapp)).toBeNull();
    const image = { kind: 'image', url: 'https://x.example/cat.png' } as const;
    for (const type of ['webchat', 'sms', 'email'] as const)
      expect(renderBalloonMedia(image, capabilitiesOf(type))).toBeNull();
    // Telegram sends photos and documents by URL too (sendPhoto, sendDocument).
    expect(renderBalloonMedia(image, capabilitiesOf('telegram'))).not.toBeNull();
    expect(renderBalloonMedia(null, whatsapp)).toBeNull();
    // WhatsApp takes 1024 characters of caption; a longer one goes as the text it was.
    expect(renderBalloonMedia({ ...image, caption: 'a'.repeat(1024) }, whatsapp)).not.toBeNull();
    expect(renderBalloonMedia({ ...image, caption: 'a'.repeat(1025) }, whatsapp)).toBeNull();
  });

  it('hands over any absolute web URL unchanged, typed within its kind', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true }),
        fc.constantFrom('image', 'video', 'document'),
        (url, kind) => {
          const rendered = renderBalloonMedia(
            { kind, url } as Parameters<typeof renderBalloonMedia>[0],
            whatsapp,
          );
          if (!rendered) return new URL(url).username !== '' || new URL(url).password !== '';
          const known = ['application/octet-stream', 'image/', 'video/', 'application/', 'text/'];
          return (
            rendered.media.url === new URL(url).href &&
            known.some((prefix) => rendered.media.mime.startsWith(prefix)) &&
            rendered.media.name.length > 0 &&
            (kind !== 'document' || !/^(image|video)\//.test(rendered.media.mime))
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
