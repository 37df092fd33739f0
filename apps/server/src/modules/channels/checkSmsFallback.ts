import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { channels } from '../../db/schema/index.ts';

// An RCS channel's SMS fallback must be an SMS channel of the same account (the delivery checks it
// again when it reroutes, as the SMS channel may be gone by then).
export async function checkSmsFallback(ctx: RequestContext, config: Record<string, string>) {
  const id = config.smsFallbackChannelId;
  if (!id) return;
  const [row] = await ctx.db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.accountId, ctx.accountId), eq(channels.id, id), eq(channels.type, 'sms')));
  if (!row) throw new CatalogueError('channels.smsFallbackInvalid');
}
