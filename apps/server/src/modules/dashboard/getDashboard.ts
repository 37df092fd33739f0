import type { Dashboard } from '@prosa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { accounts, changeLogEntries, consumption } from '../../db/schema/index.ts';

export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

export async function getDashboard(ctx: RequestContext): Promise<Dashboard> {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.accountId)).limit(1);
  const [usage] = await ctx.db
    .select()
    .from(consumption)
    .where(and(eq(consumption.accountId, ctx.accountId), eq(consumption.month, currentMonth())))
    .limit(1);
  const changeLog = await ctx.db
    .select()
    .from(changeLogEntries)
    .where(eq(changeLogEntries.language, ctx.language))
    .orderBy(desc(changeLogEntries.publishedAt))
    .limit(20);
  const franchise = Object.values(account?.franchises ?? {}).reduce((sum, n) => sum + n, 0);
  return {
    plan: account?.plan ?? '',
    consumption: { used: usage?.used ?? 0, franchise },
    aiCredits: account?.credits ?? 0,
    changeLog: changeLog.map((entry) => ({
      id: entry.id,
      version: entry.version,
      publishedAt: entry.publishedAt.toISOString(),
      title: entry.title,
      body: entry.body,
    })),
  };
}
