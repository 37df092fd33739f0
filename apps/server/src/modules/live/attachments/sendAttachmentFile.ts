import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AttachmentRow } from './attachmentRepository.ts';
import { uploadPath } from './storeUpload.ts';

const shownInline = new Set(['image', 'video', 'audio']);

// Streams a stored file with its stored type. Uploaded bytes are untrusted: no sniffing, a sandbox
// so an HTML or SVG file opened directly runs nothing, and anything but media is a download.
export async function sendAttachmentFile(reply: FastifyReply, dataDir: string, row: AttachmentRow) {
  const path = uploadPath(dataDir, row.accountId, row.id);
  const found = await stat(path).catch(() => null);
  if (!found) throw new CatalogueError('live.attachmentNotFound');
  const disposition = shownInline.has(row.kind) ? 'inline' : 'attachment';
  return reply
    .type(row.mime)
    .header('content-length', found.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`)
    .send(createReadStream(path));
}
