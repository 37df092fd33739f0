import type { Dashboard } from '@prosa/contracts';
import { creditMonth } from '@prosa/domain';
import { desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { accounts, changeLogEntries } from '../../db/schema/index.ts';
import { readCreditBalance, readFranchise } from '../credits/index.ts';

export const currentMonth = (now = new Date()) => creditMonth(now);

// The month's consumption and the credits are the ledger's real figures (modules/credits).
export async function getDashboard(ctx: RequestContext, at: Date): Promise<Dashboard> {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.accountId)).limit(1);
  const changeLog = await ctx.db
    .select()
    .from(changeLogEntries)
    .where(eq(changeLogEntries.language, ctx.language))
    .orderBy(desc(changeLogEntries.publishedAt))
    .limit(20);
  const { balance, aiCredits } = await readCreditBalance(ctx.db, ctx.accountId, at);
  return {
    plan: account?.plan ?? '',
    consumption: await readFranchise(ctx.db, ctx.accountId, at),
    aiCredits,
    credits: balance,
    changeLog: changeLog.map((entry) => ({
      id: entry.id,
      version: entry.version,
      publishedAt: entry.publishedAt.toISOString(),
      title: entry.title,
      body: entry.body,
    })),
  };
}
