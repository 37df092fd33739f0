import { describe, expect, it } from 'vitest';
import { whatsappMediaKind } from './whatsappMediaKind.ts';

describe('whatsappMediaKind', () => {
  it.each([
    ['image/jpeg', 'image'],
    ['image/png', 'image'],
    ['audio/ogg; codecs=opus', 'audio'],
    ['AUDIO/MPEG', 'audio'],
    ['video/mp4', 'video'],
    ['video/3gpp', 'video'],
    // WhatsApp takes none of these as image, audio or video: they go as documents.
    ['image/gif', 'document'],
    ['image/webp', 'document'],
    ['audio/webm', 'document'],
    ['audio/wav', 'document'],
    ['video/webm', 'document'],
    ['application/pdf', 'document'],
    ['text/plain', 'document'],
  ])('%s goes as %s', (mime, kind) => {
    expect(whatsappMediaKind(mime)).toBe(kind);
  });
});
