import type { OptOutChannel } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { bots } from '../../db/schema/index.ts';
import { isOptedOut } from './isOptedOut.ts';
import { memberName } from './memberName.ts';
import { numberOf, reasonOf } from './numberOf.ts';
import { insertOptOutRecord } from './optOutRepository.ts';

interface OptOutChange {
  country: string;
  number: string;
  channel: OptOutChannel;
  reason: string;
  botId?: string | null;
}

// A member opts a number out by hand ("insert"), or back in ("reset"), with author and reason
// (spec campaigns §3, §4). Opting out a number already out, or in a number that is not, refuses.
export async function changeOptOut(
  ctx: RequestContext,
  condition: 'optOut' | 'optIn',
  input: OptOutChange,
  now: Date,
): Promise<void> {
  const number = numberOf(input);
  const reason = reasonOf(input.reason);
  const botId = input.botId ?? null;
  if (botId !== null && !(await isAccountBot(ctx, botId))) throw new CatalogueError('numbers.botNotFound');
  const key = { accountId: ctx.accountId, channel: input.channel, number };
  const isOut = await isOptedOut(ctx.db, key, now);
  if (condition === 'optOut' && isOut) throw new CatalogueError('numbers.alreadyOptedOut');
  if (condition === 'optIn' && !isOut) throw new CatalogueError('numbers.notOptedOut');
  await insertOptOutRecord(ctx.db, {
    ...key,
    botId,
    condition,
    source: 'manual',
    authorId: ctx.userId,
    authorName: await memberName(ctx.db, ctx.userId),
    reason,
  });
}

async function isAccountBot(ctx: RequestContext, botId: string) {
  const [row] = await ctx.db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.id, botId), eq(bots.accountId, ctx.accountId)));
  return Boolean(row);
}
