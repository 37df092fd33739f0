import { type BroadcastChannelType, broadcastChannelTypes } from '@prosa/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { channels } from '../../db/schema/index.ts';

// The channels a dispatch may go through: the account's WhatsApp numbers, SMS and e-mail channels,
// by name, with their type (the dispatch form's fields follow it).
export async function listBroadcastChannels(ctx: Pick<RequestContext, 'db' | 'accountId'>) {
  const rows = await ctx.db
    .select({ id: channels.id, name: channels.name, type: channels.type })
    .from(channels)
    .where(and(eq(channels.accountId, ctx.accountId), inArray(channels.type, [...broadcastChannelTypes])))
    .orderBy(asc(channels.name), asc(channels.id));
  return { channels: rows.map((row) => ({ ...row, type: row.type as BroadcastChannelType })) };
}
