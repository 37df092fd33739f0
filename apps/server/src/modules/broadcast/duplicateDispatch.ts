import { broadcastRecipientsMax, type DispatchAudienceInput } from '@prosa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { broadcastDispatches, broadcastRecipients } from '../../db/schema/index.ts';
import { findAccountTemplate } from './broadcastTemplateRepository.ts';
import { readDispatch } from './readDispatch.ts';

// A copy of a dispatch as a new draft (the list's "duplicate"): same name, server, template,
// variables, flow index, audience and recurrence, not scheduled. A dispatch whose template was
// deleted cannot be duplicated (campaigns §8). A dispatch stored before dispatches kept their
// audience is copied with its recipients.
export async function duplicateDispatch(
  services: Pick<AppServices, 'clock'>,
  ctx: RequestContext,
  id: string,
) {
  const [row] = await ctx.db
    .select()
    .from(broadcastDispatches)
    .where(and(eq(broadcastDispatches.accountId, ctx.accountId), eq(broadcastDispatches.id, id)));
  if (!row) throw new CatalogueError('broadcast.dispatchNotFound');
  if (row.templateId) {
    const found = await findAccountTemplate(ctx.db, ctx.accountId, row.templateId);
    if (!found || found.template.status === 'deleted')
      throw new CatalogueError('broadcast.duplicateTemplateDeleted');
  }
  const copy = newId();
  await ctx.db.insert(broadcastDispatches).values({
    id: copy,
    accountId: ctx.accountId,
    channelId: row.channelId,
    templateId: row.templateId,
    authorId: ctx.userId,
    name: row.name,
    variables: row.variables,
    flowIndex: row.flowIndex,
    senderName: row.senderName,
    senderAddress: row.senderAddress,
    replyTo: row.replyTo,
    status: 'draft',
    cron: row.cron,
    audience: row.audience ?? (await recipientsOf(ctx, id)),
    createdAt: services.clock.now(),
  });
  return readDispatch(ctx, copy);
}

async function recipientsOf(ctx: RequestContext, dispatchId: string): Promise<DispatchAudienceInput> {
  const rows = await ctx.db
    .select({
      name: broadcastRecipients.name,
      phone: broadcastRecipients.phone,
      email: broadcastRecipients.email,
    })
    .from(broadcastRecipients)
    .where(
      and(eq(broadcastRecipients.accountId, ctx.accountId), eq(broadcastRecipients.dispatchId, dispatchId)),
    )
    .orderBy(asc(broadcastRecipients.createdAt), asc(broadcastRecipients.id))
    .limit(broadcastRecipientsMax);
  return {
    recipients: rows.map(({ name, phone, email }) => ({
      name,
      ...(phone ? { phone } : {}),
      ...(email ? { email } : {}),
    })),
  };
}
