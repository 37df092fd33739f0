import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AttachmentRef } from '@prosa/contracts';
import { checkAttachment } from '@prosa/domain';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { insertAttachment, toAttachmentRef, uploadPath } from '../../live/index.ts';

export interface CustomerFile {
  bytes: Buffer;
  mime: string;
  name: string;
}

// A file a customer sent through a channel, kept like a widget upload (the same checks of type and
// size, the same folder), owned by the customer. Null when it is refused: the message is then
// stored with its text alone.
export async function keepCustomerFile(
  services: Pick<AppServices, 'database' | 'env' | 'log'>,
  owner: { accountId: string; botId: string; ownerId: string },
  file: CustomerFile,
  channelId: string,
): Promise<AttachmentRef | null> {
  const mime = file.mime.split(';')[0]?.trim().toLowerCase() ?? '';
  const checked = checkAttachment({ mime, size: file.bytes.length });
  if (!checked.ok) {
    services.log.info({ channelId, mime, code: checked.code }, 'channel media refused');
    return null;
  }
  const id = newId();
  const path = uploadPath(services.env.DATA_DIR, owner.accountId, id);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, file.bytes);
  try {
    const row = await insertAttachment(services.database.db, {
      id,
      ...owner,
      name: file.name.slice(0, 200) || 'file',
      mime,
      size: file.bytes.length,
      kind: checked.kind,
    });
    return toAttachmentRef(row);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}
