import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { channels } from '../../db/schema/index.ts';

// The template picker's channels: the account's WhatsApp numbers, by name.
export async function listHsmChannels(ctx: RequestContext) {
  const rows = await ctx.db
    .select({ id: channels.id, name: channels.name, provider: channels.provider })
    .from(channels)
    .where(and(eq(channels.accountId, ctx.accountId), eq(channels.type, 'whatsapp')))
    .orderBy(asc(channels.name), asc(channels.id));
  return { channels: rows };
}
