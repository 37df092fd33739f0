import { desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';
import { findAccountTimeZone } from '../journeys/index.ts';
import { dispatchCounts } from './dispatchCounts.ts';
import { toDispatch } from './readDispatch.ts';

// The screen shows the latest dispatches.
const listLimit = 200;

// The account's latest dispatches, newest first.
export async function listDispatches(ctx: Pick<RequestContext, 'db' | 'accountId'>) {
  const rows = await ctx.db
    .select()
    .from(broadcastDispatches)
    .where(eq(broadcastDispatches.accountId, ctx.accountId))
    .orderBy(desc(broadcastDispatches.createdAt), desc(broadcastDispatches.id))
    .limit(listLimit);
  const counts = await dispatchCounts(
    ctx.db,
    ctx.accountId,
    rows.map((row) => row.id),
  );
  const timeZone = (await findAccountTimeZone(ctx.db, ctx.accountId)) ?? 'America/Sao_Paulo';
  return { dispatches: rows.map((row) => toDispatch(row, counts)), timeZone };
}
