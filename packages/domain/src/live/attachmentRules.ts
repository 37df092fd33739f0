export type AttachmentKind = 'image' | 'video' | 'audio' | 'file';

const megabyte = 1024 * 1024;

// decisions.md: live chat image 5 MB, video 16 MB, audio and other files 100 MB.
export const attachmentMaxBytes: Readonly<Record<AttachmentKind, number>> = {
  image: 5 * megabyte,
  video: 16 * megabyte,
  audio: 100 * megabyte,
  file: 100 * megabyte,
};

// decisions.md: audio recording at most 2 minutes.
export const audioMaxSeconds = 120;

// The formats WhatsApp and the browser both handle; anything else is refused up front.
export const attachmentMimeTypes: Readonly<Record<AttachmentKind, readonly string[]>> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/webm', 'video/3gpp'],
  audio: ['audio/ogg', 'audio/webm', 'audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/wav'],
  file: [
    'application/pdf',
    'text/plain',
    'text/csv',
    'application/zip',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
};

const kinds = Object.keys(attachmentMimeTypes) as AttachmentKind[];

// Browsers' recorders report parameters ("audio/ogg; codecs=opus") and case varies by client.
export function attachmentKind(mime: string): AttachmentKind | null {
  const essence = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return kinds.find((kind) => attachmentMimeTypes[kind].includes(essence)) ?? null;
}

export type AttachmentCheck =
  | { ok: true; kind: AttachmentKind }
  | { ok: false; code: 'live.fileFormat' | 'live.fileTooLarge' };

// A size that is not a whole number of bytes is a malformed upload, reported as a bad format.
export function checkAttachment({ mime, size }: { mime: string; size: number }): AttachmentCheck {
  const kind = attachmentKind(mime);
  if (!kind || !Number.isSafeInteger(size) || size < 0) return { ok: false, code: 'live.fileFormat' };
  if (size > attachmentMaxBytes[kind]) return { ok: false, code: 'live.fileTooLarge' };
  return { ok: true, kind };
}
