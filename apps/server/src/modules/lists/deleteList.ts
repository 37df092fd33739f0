import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { recipientLists } from '../../db/schema/index.ts';

// The entries go with it (cascade); an import still running sees the list gone and stops.
export async function deleteList(ctx: RequestContext, id: string) {
  const deleted = await ctx.db
    .delete(recipientLists)
    .where(and(eq(recipientLists.accountId, ctx.accountId), eq(recipientLists.id, id)))
    .returning({ id: recipientLists.id });
  if (deleted.length === 0) throw new CatalogueError('lists.notFound');
}
