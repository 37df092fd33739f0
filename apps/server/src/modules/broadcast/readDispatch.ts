import { dispatchStatusOf } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';
import { dispatchCounts } from './dispatchCounts.ts';

type DispatchRow = typeof broadcastDispatches.$inferSelect;

// A dispatch as the API answers it: the status it shows (dispatchStatusOf) and its counts.
export function toDispatch(row: DispatchRow, counts: Awaited<ReturnType<typeof dispatchCounts>>) {
  const of = counts.get(row.id);
  if (!of) throw new CatalogueError('broadcast.dispatchNotFound');
  return {
    id: row.id,
    name: row.name,
    channelId: row.channelId,
    templateId: row.templateId,
    flowIndex: row.flowIndex,
    status: dispatchStatusOf(row.status, of),
    scheduleAt: row.scheduleAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    counts: of,
    variables: row.variables,
    audience: row.audience,
    cron: row.cron,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    parentId: row.parentId,
    senderName: row.senderName,
    senderAddress: row.senderAddress,
    replyTo: row.replyTo,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
  };
}

export async function readDispatch(ctx: Pick<RequestContext, 'db' | 'accountId'>, id: string) {
  const [row] = await ctx.db
    .select()
    .from(broadcastDispatches)
    .where(and(eq(broadcastDispatches.accountId, ctx.accountId), eq(broadcastDispatches.id, id)));
  if (!row) throw new CatalogueError('broadcast.dispatchNotFound');
  return { dispatch: toDispatch(row, await dispatchCounts(ctx.db, ctx.accountId, [row.id])) };
}
