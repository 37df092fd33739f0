import type { BroadcastDraftInput } from '@prosa/contracts';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';
import { findAccountChannel } from '../channels/index.ts';
import { readListRecipients } from '../lists/index.ts';
import { findAccountTemplate } from './broadcastTemplateRepository.ts';
import { prepareDispatch } from './createDispatch.ts';
import { dispatchAudienceOf } from './dispatchAudienceOf.ts';
import { draftDispatchInput } from './draftDispatchInput.ts';
import { readDispatch } from './readDispatch.ts';

// The states a dispatch can still be edited in: nothing of it is stored to be sent yet.
export const editableStatuses = ['draft', 'ready'] as const;

// Saves a draft, new or edited (campaigns §4, §5): a draft needs a name and a list of the
// account's; a channel or template it names must be the account's. With `ready` it is checked as a
// dispatch to send is (every rule, its audience read) and saved ready to send. A dispatch already
// scheduled (but a recurring one) or sent is not edited (`broadcast.dispatchNotEditable`).
export async function saveDraft(
  services: Pick<AppServices, 'clock'>,
  ctx: RequestContext,
  input: BroadcastDraftInput,
  id?: string,
) {
  await checkDraft(ctx, input);
  if (input.ready) await prepareDispatch(services, ctx, draftDispatchInput(input));
  const values = {
    name: input.name,
    channelId: input.channelId ?? null,
    templateId: input.templateId ?? null,
    variables: (input.variables ?? []).map((value) => value.trim()),
    flowIndex: input.flowIndex ?? null,
    senderName: input.senderName ?? null,
    senderAddress: input.senderAddress ?? null,
    replyTo: input.replyTo ?? null,
    scheduleAt: input.scheduleAt ? new Date(input.scheduleAt) : null,
    cron: input.cron ?? null,
    audience: dispatchAudienceOf(input),
    status: input.ready ? ('ready' as const) : ('draft' as const),
    nextRunAt: null,
  };
  if (id === undefined) {
    const created = newId();
    await ctx.db.insert(broadcastDispatches).values({
      ...values,
      id: created,
      accountId: ctx.accountId,
      authorId: ctx.userId,
      createdAt: services.clock.now(),
    });
    return readDispatch(ctx, created);
  }
  const updated = await ctx.db
    .update(broadcastDispatches)
    .set(values)
    .where(
      and(
        eq(broadcastDispatches.accountId, ctx.accountId),
        eq(broadcastDispatches.id, id),
        or(
          inArray(broadcastDispatches.status, [...editableStatuses]),
          // A recurring dispatch stores no recipients until an occurrence: editing it stops the
          // recurrence (it is a draft again) until it is sent anew. A sweep running an occurrence
          // at that moment finds its occurrence gone and stores no run.
          and(eq(broadcastDispatches.status, 'scheduled'), isNotNull(broadcastDispatches.cron)),
        ),
      ),
    )
    .returning({ id: broadcastDispatches.id });
  // Not found answers as not found; found but under way, as not editable.
  if (updated.length === 0) {
    await readDispatch(ctx, id);
    throw new CatalogueError('broadcast.dispatchNotEditable');
  }
  return readDispatch(ctx, id);
}

async function checkDraft(ctx: RequestContext, input: BroadcastDraftInput) {
  try {
    // Reading the first entry is enough to know the list is the account's.
    for await (const _ of readListRecipients(ctx.db, ctx.accountId, input.listId, 1)) break;
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    if (error.code === 'lists.notFound') throw new CatalogueError('broadcast.listNotFound');
    // A list still importing may be saved in a draft: it is read when the draft is sent.
    if (error.code !== 'lists.importing') throw error;
  }
  if (input.channelId !== undefined) {
    const channel = await findAccountChannel(ctx.db, ctx.accountId, input.channelId);
    if (channel?.type !== 'whatsapp') throw new CatalogueError('broadcast.channelNotFound');
  }
  if (input.templateId !== undefined) {
    const found = await findAccountTemplate(ctx.db, ctx.accountId, input.templateId);
    if (!found || found.template.status === 'deleted') throw new CatalogueError('broadcast.templateNotFound');
  }
}
