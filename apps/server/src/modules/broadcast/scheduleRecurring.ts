import type { BroadcastDispatchInput } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { newId } from '../../app/newId.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';
import type { PreparedDispatch, StoreDispatchOptions } from './createDispatch.ts';
import { dispatchAudienceOf } from './dispatchAudienceOf.ts';
import { readDispatch } from './readDispatch.ts';

// A recurring dispatch is stored without recipients: it keeps its audience, its cron and its next
// occurrence, and each occurrence stores a run of it (runDueOccurrences) that reads the audience
// again then — a list that grew is sent whole the next time.
export async function scheduleRecurring(
  ctx: RequestContext,
  input: BroadcastDispatchInput,
  prepared: PreparedDispatch,
  options: StoreDispatchOptions,
) {
  const id = options.id ?? newId();
  await ctx.db.transaction(async (tx) => {
    await options.before?.(tx);
    await tx.insert(broadcastDispatches).values({
      id,
      accountId: ctx.accountId,
      channelId: prepared.channel.id,
      templateId: prepared.template.id,
      authorId: ctx.userId,
      name: input.name,
      variables: prepared.variables,
      flowIndex: input.flowIndex ?? null,
      senderName: prepared.sender?.senderName ?? null,
      senderAddress: prepared.sender?.senderAddress ?? null,
      replyTo: prepared.sender?.replyTo ?? null,
      status: 'scheduled',
      cron: input.cron?.trim().split(/\s+/).join(' '),
      nextRunAt: prepared.nextRunAt,
      audience: dispatchAudienceOf(input),
      createdAt: prepared.now,
    });
    await options.after?.(tx);
  });
  return readDispatch(ctx, id);
}
