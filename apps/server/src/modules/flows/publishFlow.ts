import type { FlowPublishedResponse } from '@prosa/contracts';
import { and, eq, max, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { flows, flowVersions, users } from '../../db/schema/index.ts';
import { checkSavableFlow } from './checkSavableFlow.ts';
import { findBotOrFail } from './findBotOrFail.ts';

// Freezes the draft into the next version, which the runtime takes on the conversations' next
// message. The flows row is locked so two publishes at once number their versions in turn.
export async function publishFlow(ctx: RequestContext, botId: string): Promise<FlowPublishedResponse> {
  await findBotOrFail(ctx, botId);
  const [publisher] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, ctx.userId));
  return ctx.db.transaction(async (tx) => {
    const [flow] = await tx
      .select()
      .from(flows)
      .where(and(eq(flows.botId, botId), eq(flows.accountId, ctx.accountId)))
      .for('update');
    if (!flow?.draft) throw new CatalogueError('flows.draftMissing');
    // Checked again: a department may have taken a journey since the draft was saved.
    const document = await checkSavableFlow({ ...ctx, db: tx }, flow.draft);
    const [last] = await tx
      .select({ version: max(flowVersions.version) })
      .from(flowVersions)
      .where(eq(flowVersions.botId, botId));
    const version = (last?.version ?? 0) + 1;
    await tx.insert(flowVersions).values({
      id: newId(),
      accountId: ctx.accountId,
      botId,
      version,
      document,
      publishedAt: sql`now()`,
      publishedById: ctx.userId,
      publishedByName: publisher?.name ?? '',
    });
    await tx.update(flows).set({ publishedVersion: version }).where(eq(flows.botId, botId));
    return { version };
  });
}
