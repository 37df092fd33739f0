import type { ChannelType } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { perDatabase } from '../../app/perDatabase.ts';
import { TtlCache } from '../../app/TtlCache.ts';
import type { Db } from '../../db/database.ts';
import { channels } from '../../db/schema/index.ts';
import type { AdapterChannel } from './adapters/ChannelAdapter.ts';
import { openSecrets } from './secrets/sealSecrets.ts';

export type ChannelRow = typeof channels.$inferSelect;

// The webhook paths of the fixed interface (issue 14): Cloud API, Twilio and Gupshup.
export function webhookPathOf(channel: Pick<ChannelRow, 'id' | 'type' | 'provider'>): string {
  if (channel.type === 'sms' || channel.type === 'rcs') return `/webhooks/${channel.type}/${channel.id}`;
  const segment = channel.provider === 'cloud' ? 'whatsapp' : channel.provider;
  return `/webhooks/${segment}/${channel.id}`;
}

// Unsealed once per row object: a cached row (findChannelByIdCached) serves every webhook of its
// channel for a while, and each would otherwise decrypt the same secrets again. Frozen, as they
// are shared.
const unsealed = new WeakMap<
  ChannelRow,
  { key: Buffer; sealed: string; secrets: Readonly<Record<string, string>> }
>();

function secretsOf(row: ChannelRow, key: Buffer) {
  const known = unsealed.get(row);
  if (known?.key === key && known.sealed === row.sealedSecrets) return known.secrets;
  const secrets = Object.freeze(openSecrets(key, row.sealedSecrets));
  unsealed.set(row, { key, sealed: row.sealedSecrets, secrets });
  return secrets;
}

// A row as its adapter sees it, credentials unsealed. `publicUrl`: PUBLIC_URL, or the address the
// server answers at, without a trailing slash.
export function toAdapterChannel(row: ChannelRow, key: Buffer, publicUrl: string): AdapterChannel {
  return {
    id: row.id,
    accountId: row.accountId,
    type: row.type as ChannelType,
    provider: row.provider,
    config: row.config,
    secrets: secretsOf(row, key),
    webhookUrl: `${publicUrl}${webhookPathOf(row)}`,
  };
}

// A webhook names the channel by id alone (the provider knows no account); the id is random, and
// the request's signature, checked with the channel's own secret, proves the caller.
export async function findChannelById(db: Db, id: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  return row ?? null;
}

// Every webhook names its channel: at hundreds a second, reading the row each time would double the
// inbound path's statements. Rows are kept briefly per process and database; this process forgets
// a row it changes at once, another process's change shows within the time to live.
const channelTtlMs = 2_000;
const channelCacheOf = perDatabase(
  (_db: Db) => new TtlCache<string, Promise<ChannelRow | null>>(channelTtlMs, 10_000),
);

export function findChannelByIdCached(db: Db, id: string): Promise<ChannelRow | null> {
  return channelCacheOf(db).remember(id, () => findChannelById(db, id));
}

export function forgetCachedChannel(db: Db, id: string) {
  channelCacheOf(db).delete(id);
}

export async function findAccountChannel(db: Db, accountId: string, id: string): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.accountId, accountId), eq(channels.id, id)));
  return row ?? null;
}
