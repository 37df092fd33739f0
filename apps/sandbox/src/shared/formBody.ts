import type { FastifyInstance } from 'fastify';

// Twilio and Gupshup take form-encoded posts (Fastify parses only JSON by itself): a plugin that
// serves them reads its bodies as URLSearchParams, within its own encapsulated scope.
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
}

export function formOf(body: unknown): URLSearchParams {
  return body instanceof URLSearchParams ? body : new URLSearchParams();
}

// The type of a file Prosa hands out by URL, from its extension (the send APIs do not say it).
const mimeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
};

export function mediaOfUrl(url: string, fallbackMime: string, name?: string) {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  const fileName = name || decodeURIComponent(path.split('/').filter(Boolean).pop() ?? 'file');
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return { url, mime: mimeByExtension[extension] ?? fallbackMime, name: fileName };
}
