import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findAccountChannel } from '../channels/index.ts';
import { listChannelTemplates } from './whatsappTemplateRepository.ts';

// The live chat's template picker: a WhatsApp channel's templates as last synced.
export async function listTemplatesOf(ctx: RequestContext, channelId: string) {
  const channel = await findAccountChannel(ctx.db, ctx.accountId, channelId);
  if (channel?.type !== 'whatsapp') throw new CatalogueError('hsm.channelNotFound');
  const rows = await listChannelTemplates(ctx.db, ctx.accountId, channelId);
  return {
    templates: rows.map((row) => ({
      name: row.name,
      language: row.language,
      category: row.category,
      status: row.status,
      quality: row.quality,
      body: row.body,
      variables: row.variables,
    })),
  };
}
