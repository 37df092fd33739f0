import { and, eq, inArray, ne } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { broadcastDispatches, broadcastTemplates } from '../../db/schema/index.ts';

// Deleting keeps the row as `deleted` (spec campaigns §4): the dispatches that used it still name
// it, and one may not be duplicated with it (§8). A dispatch still to send refuses the deletion.
export async function deleteBroadcastTemplate(ctx: RequestContext, id: string) {
  const [inUse] = await ctx.db
    .select({ id: broadcastDispatches.id })
    .from(broadcastDispatches)
    .where(
      and(
        eq(broadcastDispatches.accountId, ctx.accountId),
        eq(broadcastDispatches.templateId, id),
        inArray(broadcastDispatches.status, ['scheduled', 'ready', 'processing']),
      ),
    )
    .limit(1);
  if (inUse) throw new CatalogueError('broadcast.templateInUse');
  const deleted = await ctx.db
    .update(broadcastTemplates)
    .set({ status: 'deleted', updatedAt: new Date() })
    .where(
      and(
        eq(broadcastTemplates.accountId, ctx.accountId),
        eq(broadcastTemplates.id, id),
        ne(broadcastTemplates.status, 'deleted'),
      ),
    )
    .returning({ id: broadcastTemplates.id });
  if (deleted.length === 0) throw new CatalogueError('broadcast.templateNotFound');
  return { ok: true as const };
}
