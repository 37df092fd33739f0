import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { deleteChannelRow, hasOpenConversations } from './channelAdminRepository.ts';
import { findAccountChannel } from './channelRepository.ts';

// A channel with an open conversation stays (spec: WhatsApp configuration cannot change during
// ongoing conversations); its finished conversations keep their history (channel_id is no key).
export async function deleteChannel(ctx: RequestContext, id: string) {
  if (!(await findAccountChannel(ctx.db, ctx.accountId, id))) throw new CatalogueError('channels.notFound');
  if (await hasOpenConversations(ctx.db, ctx.accountId, id))
    throw new CatalogueError('channels.inConversation');
  if (!(await deleteChannelRow(ctx.db, ctx.accountId, id))) throw new CatalogueError('channels.notFound');
}
