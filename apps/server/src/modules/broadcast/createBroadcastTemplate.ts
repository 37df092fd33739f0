import type { BroadcastTemplateInput } from '@prosa/contracts';
import { checkTemplateBody, checkTemplateParts, isTemplateName } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';
import { broadcastTemplates } from '../../db/schema/index.ts';
import {
  adapterFor,
  findAccountChannel,
  type HttpFetch,
  ProviderError,
  toAdapterChannel,
} from '../channels/index.ts';
import { findAccountTemplate, toBroadcastTemplate } from './broadcastTemplateRepository.ts';
import { fetchHeaderSample, isMediaHeader } from './fetchHeaderSample.ts';

// A new template (spec campaigns §5: name and message required, the variables as WhatsApp takes
// them). A WhatsApp template is stored pending and submitted to the channel's provider; its review
// comes back by webhook (applyTemplateEvent) or the periodic sync. SMS and e-mail templates need no
// provider review: approved at once. The row exists before the submission, so a webhook that
// overtakes the provider's answer finds it by name.
export async function createBroadcastTemplate(
  services: Pick<AppServices, 'secretKey' | 'env'>,
  ctx: RequestContext,
  input: BroadcastTemplateInput,
  http: HttpFetch = fetch,
) {
  const channel = await findAccountChannel(ctx.db, ctx.accountId, input.channelId);
  if (!channel) throw new CatalogueError('broadcast.channelNotFound');
  const checked = checkTemplateBody(input.body);
  if ('error' in checked) throw new CatalogueError(checked.error);
  const parts = checkTemplateParts(channel.type, input);
  if (parts) throw new CatalogueError(parts);
  const isWhatsapp = channel.type === 'whatsapp';
  if (isWhatsapp && !isTemplateName(input.name)) throw new CatalogueError('broadcast.templateNameInvalid');
  const adapter = isWhatsapp ? adapterFor(channel.type, channel.provider) : null;
  if (isWhatsapp && !adapter?.submitTemplate) throw new CatalogueError('broadcast.submissionUnsupported');
  const id = newId();
  try {
    await ctx.db.insert(broadcastTemplates).values({
      id,
      accountId: ctx.accountId,
      channelId: channel.id,
      authorId: ctx.userId,
      name: input.name,
      category: input.category,
      language: input.language,
      body: input.body,
      tags: input.tags ?? [],
      observations: input.observations ?? '',
      header: input.header ?? null,
      buttons: input.buttons ?? [],
      emailSubject: input.emailSubject ?? null,
      emailHtml: input.emailHtml ?? null,
      emailText: input.emailText ?? null,
      status: isWhatsapp ? 'pending' : 'approved',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('broadcast.templateNameTaken');
    throw error;
  }
  if (adapter?.submitTemplate) {
    const mediaHeader = isMediaHeader(input.header) ? input.header : null;
    try {
      const submitted = await adapter.submitTemplate(
        toAdapterChannel(channel, services.secretKey, ''),
        {
          name: input.name,
          category: input.category,
          language: input.language,
          body: input.body,
          // Cloud demands an example per variable; the reviewer reads them.
          examples: Array.from({ length: checked.variables }, (_, index) => `exemplo ${index + 1}`),
          header: input.header ?? null,
          buttons: input.buttons ?? [],
          ...(mediaHeader
            ? {
                headerFile: () => fetchHeaderSample(mediaHeader, { isProduction: services.env.isProduction }),
              }
            : {}),
        },
        http,
      );
      await ctx.db
        .update(broadcastTemplates)
        .set({ providerTemplateId: submitted.providerTemplateId })
        .where(eq(broadcastTemplates.id, id));
    } catch (error) {
      // Refused or unreachable: nothing was created at the provider, so nothing is kept here.
      await ctx.db
        .delete(broadcastTemplates)
        .where(and(eq(broadcastTemplates.id, id), eq(broadcastTemplates.accountId, ctx.accountId)));
      if (error instanceof ProviderError)
        throw new CatalogueError(
          error.transient ? 'broadcast.serviceUnavailable' : 'broadcast.templateCompileFailed',
        );
      throw error;
    }
  }
  const created = await findAccountTemplate(ctx.db, ctx.accountId, id);
  if (!created) throw new CatalogueError('broadcast.templateNotFound');
  return { template: toBroadcastTemplate(created.template, created.author) };
}
