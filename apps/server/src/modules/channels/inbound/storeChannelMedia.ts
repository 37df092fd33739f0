import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AttachmentRef } from '@prosa/contracts';
import { checkAttachment } from '@prosa/domain';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { insertAttachment, toAttachmentRef, uploadPath } from '../../live/index.ts';
import type { AdapterChannel, ChannelAdapter } from '../adapters/ChannelAdapter.ts';

// A customer's media, fetched from the provider and kept like a widget upload (the same checks of
// type and size, the same folder), owned by the customer. Null when the adapter cannot fetch media
// or the file is refused: the message is then stored with its text alone.
export async function storeChannelMedia(
  services: Pick<AppServices, 'database' | 'env' | 'log'>,
  adapter: ChannelAdapter,
  channel: AdapterChannel,
  owner: { accountId: string; botId: string; ownerId: string },
  ref: string,
): Promise<AttachmentRef | null> {
  if (!adapter.fetchMedia) return null;
  const media = await adapter.fetchMedia(channel, ref, fetch);
  const mime = media.mime.split(';')[0]?.trim().toLowerCase() ?? '';
  const checked = checkAttachment({ mime, size: media.bytes.length });
  if (!checked.ok) {
    services.log.info({ channelId: channel.id, mime, code: checked.code }, 'channel media refused');
    return null;
  }
  const id = newId();
  const path = uploadPath(services.env.DATA_DIR, owner.accountId, id);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, media.bytes);
  try {
    const row = await insertAttachment(services.database.db, {
      id,
      ...owner,
      name: media.name.slice(0, 200) || 'file',
      mime,
      size: media.bytes.length,
      kind: checked.kind,
    });
    return toAttachmentRef(row);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}
