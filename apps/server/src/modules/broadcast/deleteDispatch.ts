import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';
import { editableStatuses } from './saveDraft.ts';

// Deletes a draft or a ready dispatch: one never sent, so nothing of it is anyone's record. A
// scheduled, sending or sent one stays (stop it instead): its recipients, statistics and the
// conversations its replies opened keep their history. The runs of a recurring dispatch edited
// back to ready stay as dispatches of their own.
export async function deleteDispatch(ctx: Pick<RequestContext, 'db' | 'accountId'>, id: string) {
  const mine = and(eq(broadcastDispatches.accountId, ctx.accountId), eq(broadcastDispatches.id, id));
  const deleted = await ctx.db
    .delete(broadcastDispatches)
    .where(and(mine, inArray(broadcastDispatches.status, [...editableStatuses])))
    .returning({ id: broadcastDispatches.id });
  if (deleted.length > 0) return;
  const [exists] = await ctx.db.select({ id: broadcastDispatches.id }).from(broadcastDispatches).where(mine);
  throw new CatalogueError(exists ? 'broadcast.dispatchNotEditable' : 'broadcast.dispatchNotFound');
}
