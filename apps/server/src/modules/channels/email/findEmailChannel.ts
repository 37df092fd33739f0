import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { channels } from '../../../db/schema/index.ts';
import type { ChannelRow } from '../channelRepository.ts';

// The e-mail channel a mail to this address is for: its sender address (the channel's instance),
// or its reply-to, where customers' clients send their answers. Across accounts, as a webhook's
// channel id: the address is the channel's own (a verified domain belongs to one account).
export async function findEmailChannel(db: Db, address: string): Promise<ChannelRow | null> {
  const lower = address.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.type, 'email'),
        eq(channels.provider, 'smtp'),
        or(eq(channels.instanceId, lower), sql`${channels.config}->>'replyTo' = ${lower}`),
      ),
    )
    .orderBy(asc(channels.createdAt), asc(channels.id))
    .limit(1);
  return row ?? null;
}
