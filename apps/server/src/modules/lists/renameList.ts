import type { RecipientList } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { recipientLists } from '../../db/schema/index.ts';
import { toRecipientList } from './listRepository.ts';

export async function renameList(ctx: RequestContext, id: string, title: string): Promise<RecipientList> {
  const [row] = await ctx.db
    .update(recipientLists)
    .set({ title })
    .where(and(eq(recipientLists.accountId, ctx.accountId), eq(recipientLists.id, id)))
    .returning();
  if (!row) throw new CatalogueError('lists.notFound');
  return toRecipientList(row);
}
