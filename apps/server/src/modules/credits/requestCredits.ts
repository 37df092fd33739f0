import type { CreditRequestInput } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { newId } from '../../app/newId.ts';
import { creditRequests, users } from '../../db/schema/index.ts';

// "Request credits": recorded for the provider's staff, who sell them and add the lot. A failure
// to record it is the catalogue's "credit request failed".
export function requestCredits(ctx: RequestContext, input: CreditRequestInput, at: Date) {
  return failAs('credits.requestFailed', async () => {
    const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, ctx.userId));
    const [request] = await ctx.db
      .insert(creditRequests)
      .values({
        id: newId(),
        accountId: ctx.accountId,
        userId: ctx.userId,
        requestedBy: user?.name ?? '',
        credits: input.credits,
        note: input.note,
        createdAt: at,
      })
      .returning();
    if (!request) throw new CatalogueError('credits.requestFailed');
    return toCreditRequest(request);
  });
}

// A request as the panel shows it.
export function toCreditRequest(request: typeof creditRequests.$inferSelect) {
  return {
    id: request.id,
    credits: request.credits,
    note: request.note,
    requestedBy: request.requestedBy,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  };
}
