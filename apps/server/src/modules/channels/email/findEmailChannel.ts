import { and, asc, eq, or, sql } from 'drizzle-orm';
import { perDatabase } from '../../../app/perDatabase.ts';
import { TtlCache } from '../../../app/TtlCache.ts';
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

// Each mail names its channel twice (at RCPT TO and again with its data): at hundreds a second,
// reading the row each time queued the mail behind the inbound path's other statements (the
// bench's e-mail p99 was 222 ms against the webhooks' 37 ms, which read theirs from a cache).
// Addresses found are kept briefly per process and database, as webhooks' channels are
// (findChannelByIdCached); a change made here forgets them all at once, another process's shows
// within the time to live. An address of no channel is asked again each time.
const addressTtlMs = 2_000;
const addressCacheOf = perDatabase(
  (_db: Db) => new TtlCache<string, Promise<ChannelRow | null>>(addressTtlMs, 10_000),
);

export function findEmailChannelCached(db: Db, address: string): Promise<ChannelRow | null> {
  const lower = address.trim().toLowerCase();
  return addressCacheOf(db).remember(lower, () => findEmailChannel(db, lower));
}

export function forgetCachedEmailChannels(db: Db) {
  addressCacheOf(db).clear();
}
