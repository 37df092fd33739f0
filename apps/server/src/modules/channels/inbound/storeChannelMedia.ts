import type { AttachmentRef } from '@prosa/contracts';
import type { AppServices } from '../../../app/services.ts';
import type { AdapterChannel, ChannelAdapter } from '../adapters/ChannelAdapter.ts';
import { keepCustomerFile } from './keepCustomerFile.ts';

// A customer's media, fetched from the provider and kept like a widget upload (keepCustomerFile).
// Null when the adapter cannot fetch media or the file is refused.
export async function storeChannelMedia(
  services: Pick<AppServices, 'database' | 'env' | 'log'>,
  adapter: ChannelAdapter,
  channel: AdapterChannel,
  owner: { accountId: string; botId: string; ownerId: string },
  ref: string,
): Promise<AttachmentRef | null> {
  if (!adapter.fetchMedia) return null;
  const media = await adapter.fetchMedia(channel, ref, fetch);
  return keepCustomerFile(services, owner, media, channel.id);
}
