import type { ChannelType } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { channels } from '../../db/schema/index.ts';
import type { AdapterChannel } from './adapters/ChannelAdapter.ts';
import { openSecrets } from './secrets/sealSecrets.ts';

export type ChannelRow = typeof channels.$inferSelect;

// The webhook paths of the fixed interface (issue 14): Cloud API, Twilio and Gupshup.
export function webhookPathOf(channel: Pick<ChannelRow, 'id' | 'provider'>): string {
  const segment = channel.provider === 'cloud' ? 'whatsapp' : channel.provider;
  return `/webhooks/${segment}/${channel.id}`;
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
    secrets: openSecrets(key, row.sealedSecrets),
    webhookUrl: `${publicUrl}${webhookPathOf(row)}`,
  };
}

// A webhook names the channel by id alone (the provider knows no account); the id is random, and
// the request's signature, checked with the channel's own secret, proves the caller.
export async function findChannelById(db: Db, id: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  return row ?? null;
}

export async function findAccountChannel(db: Db, accountId: string, id: string): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.accountId, accountId), eq(channels.id, id)));
  return row ?? null;
}
