import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { accounts, sessions } from '../../db/schema/index.ts';
import { findMembership } from './userRepository.ts';

// Only the owner may delete, and only by typing the account's name. The account is marked deleted
// (kept for the provider's records) and every session inside it ends at once.
export async function deleteAccount(ctx: RequestContext, confirmation: string) {
  const found = await findMembership(ctx.db, ctx.accountId, ctx.userId);
  if (!found?.membership.isOwner) throw new CatalogueError('account.deleteNotOwner');
  if (confirmation.trim() !== found.account.name) throw new CatalogueError('account.deleteConfirmation');
  await ctx.db
    .update(accounts)
    .set({ deletedAt: new Date(), status: 'deleted' })
    .where(and(eq(accounts.id, ctx.accountId), isNull(accounts.deletedAt)));
  const ended = await ctx.db
    .delete(sessions)
    .where(inArray(sessions.accountId, [ctx.accountId]))
    .returning({ id: sessions.id });
  ctx.events.emit('session.revoked', { sessionIds: ended.map((s) => s.id) });
}
