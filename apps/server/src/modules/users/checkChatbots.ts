import { and, eq, inArray } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { bots } from '../../db/schema/index.ts';

// A member may only be linked to chatbots of the caller's own account.
export async function checkChatbots(db: Db, accountId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.accountId, accountId), inArray(bots.id, unique)));
  if (found.length !== unique.length) throw new CatalogueError('users.chatbotNotFound');
  return unique;
}
