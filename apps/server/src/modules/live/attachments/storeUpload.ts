import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AttachmentRef } from '@prosa/contracts';
import { attachmentMaxBytes, checkAttachment } from '@prosa/domain';
import type { FastifyRequest } from 'fastify';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import {
  type AttachmentOwner,
  insertAttachment,
  sumAccountAttachmentBytes,
  toAttachmentRef,
} from './attachmentRepository.ts';
import { uploadFileName } from './uploadFileName.ts';

export const uploadPath = (dataDir: string, accountId: string, id: string) =>
  join(dataDir, 'uploads', accountId, id);

// The size the client announced; a chunked body announces none (0), and the bytes read still count.
export function declaredSize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  return Number.isSafeInteger(declared) && declared > 0 ? declared : 0;
}

// Stores a raw upload (the body is the file, Content-Type its type, X-File-Name its name). The type
// and the declared size are judged before a byte is read; the bytes actually read are counted too,
// so a lying Content-Length or a chunked body cannot pass the limit. The account's storage quota is
// judged the same way: on the announced size first, then on the bytes read.
export async function storeUpload(
  services: Pick<AppServices, 'database' | 'env'>,
  request: FastifyRequest,
  owner: AttachmentOwner,
): Promise<AttachmentRef> {
  const mime = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = declaredSize(request);
  const upfront = checkAttachment({ mime, size: declared });
  if (!upfront.ok) throw new CatalogueError(upfront.code);
  const quota = services.env.limits.accountStorageBytes;
  const used = quota > 0 ? await sumAccountAttachmentBytes(services.database.db, owner.accountId) : 0;
  const isOverQuota = (size: number) => quota > 0 && used + size > quota;
  if (isOverQuota(declared)) throw new CatalogueError('live.storageFull');
  const limit = attachmentMaxBytes[upfront.kind];
  const id = newId();
  const path = uploadPath(services.env.DATA_DIR, owner.accountId, id);
  await mkdir(join(path, '..'), { recursive: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(new CatalogueError('live.fileTooLarge'));
      done(isOverQuota(size) ? new CatalogueError('live.storageFull') : null, chunk);
    },
  });
  try {
    await pipeline(request.raw, counter, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error instanceof CatalogueError ? error : new CatalogueError('live.fileProcessing');
  }
  const row = await insertAttachment(services.database.db, {
    id,
    accountId: owner.accountId,
    botId: owner.botId,
    ownerId: owner.ownerId,
    name: uploadFileName(request.headers['x-file-name']),
    mime,
    size,
    kind: upfront.kind,
  });
  return toAttachmentRef(row);
}
