import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';
import { endStoppedRecipients } from './endStoppedRecipients.ts';
import { readDispatch } from './readDispatch.ts';

// Dispatches a member may stop: one waiting for its time or its next occurrence, or one sending.
const stoppableStatuses = ['scheduled', 'processing'] as const;

// Stops a dispatch (the list's "stop"), in one transaction. A scheduled one ends with none of its
// recipients sent; a recurring one runs no further occurrence (the runs it made stay as they are);
// a sending one claims no recipient from now on (claimRecipients), its workers send nothing more
// within half a second (dispatchStops), and its recipients still waiting end `notSent` with the
// reason `stopped`. A send already on its way to the provider is recorded as what it became. The
// worker holding the last claims finishes the dispatch (runDispatch); with none, it ends here.
export async function stopDispatch(
  services: Pick<AppServices, 'clock'>,
  ctx: Pick<RequestContext, 'db' | 'accountId'>,
  id: string,
) {
  const now = services.clock.now();
  await ctx.db.transaction(async (tx) => {
    const mine = and(eq(broadcastDispatches.accountId, ctx.accountId), eq(broadcastDispatches.id, id));
    const [row] = await tx
      .select({ status: broadcastDispatches.status, cron: broadcastDispatches.cron })
      .from(broadcastDispatches)
      .where(mine)
      .for('update');
    if (!row) throw new CatalogueError('broadcast.dispatchNotFound');
    if (!(stoppableStatuses as readonly string[]).includes(row.status))
      throw new CatalogueError('broadcast.dispatchNotStoppable');
    await tx
      .update(broadcastDispatches)
      .set({ stoppedAt: now, ...(row.cron ? { nextRunAt: null } : {}) })
      .where(mine);
    const stillSending = await endStoppedRecipients(tx, id, now);
    if (!stillSending)
      await tx
        .update(broadcastDispatches)
        .set({ status: 'sent', finishedAt: sql`coalesce(${broadcastDispatches.finishedAt}, ${now})` })
        .where(mine);
  });
  return readDispatch(ctx, id);
}
