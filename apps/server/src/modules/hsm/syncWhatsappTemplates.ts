import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { adapterFor, findAccountChannel, toAdapterChannel } from '../channels/index.ts';
import { listTemplatesOf } from './listTemplatesOf.ts';
import { replaceChannelTemplates } from './whatsappTemplateRepository.ts';

// Fetches a WhatsApp channel's templates from its provider (Cloud API: GET /{waba-id}/
// message_templates, all pages) and keeps them as the provider lists them.
export async function syncWhatsappTemplates(
  services: Pick<AppServices, 'secretKey'>,
  ctx: RequestContext,
  channelId: string,
  http: typeof fetch = fetch,
) {
  const row = await findAccountChannel(ctx.db, ctx.accountId, channelId);
  if (row?.type !== 'whatsapp') throw new CatalogueError('hsm.channelNotFound');
  const adapter = adapterFor(row.type, row.provider);
  if (!adapter?.listTemplates) throw new CatalogueError('hsm.templatesUnavailable');
  // Listing templates needs no webhook URL: the adapter never reads it here.
  const templates = await adapter.listTemplates(toAdapterChannel(row, services.secretKey, ''), http);
  await replaceChannelTemplates(ctx.db, row, templates);
  return listTemplatesOf(ctx, channelId);
}
