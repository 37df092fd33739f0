import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';
import { createDispatch } from './createDispatch.ts';
import { draftDispatchInput, storedDraft } from './draftDispatchInput.ts';
import { editableStatuses } from './saveDraft.ts';

// Sends a draft or ready dispatch as it was saved: now, at its `scheduleAt`, or on its cron. It
// is checked by every rule of a dispatch and keeps its id; the draft row is taken in the same
// transaction that stores the dispatch, so two clicks (or two tabs) send it once — the second is
// `broadcast.dispatchNotEditable`.
export async function sendDraft(
  services: Pick<AppServices, 'database' | 'log' | 'clock'>,
  ctx: RequestContext,
  id: string,
) {
  const mine = and(eq(broadcastDispatches.accountId, ctx.accountId), eq(broadcastDispatches.id, id));
  const [row] = await ctx.db.select().from(broadcastDispatches).where(mine);
  if (!row) throw new CatalogueError('broadcast.dispatchNotFound');
  if (row.status !== 'draft' && row.status !== 'ready')
    throw new CatalogueError('broadcast.dispatchNotEditable');
  // A recurring dispatch edited and sent again keeps its earlier runs: taking its row unlinks
  // them (on delete set null), so they are linked again once it is stored.
  let runs: string[] = [];
  return createDispatch(services, ctx, draftDispatchInput(storedDraft(row)), {
    id,
    before: async (tx) => {
      runs = (
        await tx
          .select({ id: broadcastDispatches.id })
          .from(broadcastDispatches)
          .where(and(eq(broadcastDispatches.accountId, ctx.accountId), eq(broadcastDispatches.parentId, id)))
      ).map((run) => run.id);
      const taken = await tx
        .delete(broadcastDispatches)
        .where(and(mine, inArray(broadcastDispatches.status, [...editableStatuses])))
        .returning({ id: broadcastDispatches.id });
      if (taken.length === 0) throw new CatalogueError('broadcast.dispatchNotEditable');
    },
    after: async (tx) => {
      if (runs.length > 0)
        await tx
          .update(broadcastDispatches)
          .set({ parentId: id })
          .where(inArray(broadcastDispatches.id, runs));
    },
  });
}
