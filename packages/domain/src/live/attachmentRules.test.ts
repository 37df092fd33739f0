import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AttachmentKind,
  attachmentKind,
  attachmentMaxBytes,
  attachmentMimeTypes,
  audioMaxSeconds,
  checkAttachment,
} from './attachmentRules.ts';

const MB = 1024 * 1024;

describe('attachmentKind', () => {
  it.each([
    ['image/jpeg', 'image'],
    ['image/png', 'image'],
    ['image/gif', 'image'],
    ['image/webp', 'image'],
    ['video/mp4', 'video'],
    ['video/webm', 'video'],
    ['video/3gpp', 'video'],
    ['audio/ogg', 'audio'],
    ['audio/webm', 'audio'],
    ['audio/mpeg', 'audio'],
    ['audio/mp4', 'audio'],
    ['audio/aac', 'audio'],
    ['audio/wav', 'audio'],
    ['application/pdf', 'file'],
    ['text/plain', 'file'],
    ['text/csv', 'file'],
    ['application/zip', 'file'],
    ['application/msword', 'file'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'file'],
    ['application/vnd.ms-excel', 'file'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'file'],
    ['application/vnd.ms-powerpoint', 'file'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'file'],
  ])('classifies %s as %s', (mime, kind) => {
    expect(attachmentKind(mime)).toBe(kind);
  });

  it('reads a recorder MIME type with parameters and any case', () => {
    expect(attachmentKind('audio/ogg; codecs=opus')).toBe('audio');
    expect(attachmentKind('Image/PNG')).toBe('image');
    expect(attachmentKind(' video/mp4 ')).toBe('video');
  });

  it.each(['', 'image/svg+xml', 'application/x-msdownload', 'text/html', 'video/quicktime', 'image', 'jpeg'])(
    'refuses the unsupported type %j',
    (mime) => {
      expect(attachmentKind(mime)).toBeNull();
    },
  );

  it('gives each accepted type exactly one kind', () => {
    const all = Object.values(attachmentMimeTypes).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('checkAttachment', () => {
  it.each([
    ['image/png', 5 * MB],
    ['video/mp4', 16 * MB],
    ['audio/ogg', 100 * MB],
    ['application/pdf', 100 * MB],
  ])('accepts %s at exactly its limit', (mime, size) => {
    expect(checkAttachment({ mime, size })).toEqual({ ok: true, kind: attachmentKind(mime) });
  });

  it.each([
    ['image/png', 5 * MB + 1],
    ['video/mp4', 16 * MB + 1],
    ['audio/ogg', 100 * MB + 1],
    ['application/pdf', 100 * MB + 1],
  ])('refuses %s one byte over its limit as too large', (mime, size) => {
    expect(checkAttachment({ mime, size })).toEqual({ ok: false, code: 'live.fileTooLarge' });
  });

  it('accepts an empty file of a known type', () => {
    expect(checkAttachment({ mime: 'text/plain', size: 0 })).toEqual({ ok: true, kind: 'file' });
  });

  it('refuses an unsupported type as a bad format, even when small', () => {
    expect(checkAttachment({ mime: 'text/html', size: 10 })).toEqual({ ok: false, code: 'live.fileFormat' });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the malformed size %s', (size) => {
    expect(checkAttachment({ mime: 'image/png', size })).toEqual({ ok: false, code: 'live.fileFormat' });
  });

  it('accepts exactly the sizes within the limit of the kind', () => {
    const mimes = Object.values(attachmentMimeTypes).flat();
    fc.assert(
      fc.property(fc.constantFrom(...mimes), fc.integer({ min: 0, max: 200 * MB }), (mime, size) => {
        const kind = attachmentKind(mime) as AttachmentKind;
        expect(checkAttachment({ mime, size }).ok).toBe(size <= attachmentMaxBytes[kind]);
      }),
    );
  });

  it('limits an audio recording to two minutes', () => {
    expect(audioMaxSeconds).toBe(120);
  });
});
