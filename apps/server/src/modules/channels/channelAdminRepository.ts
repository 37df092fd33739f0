import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';
import { bots, channels, conversations } from '../../db/schema/index.ts';
import { type ChannelRow, forgetCachedChannel } from './channelRepository.ts';
import { forgetCachedEmailChannels } from './email/findEmailChannel.ts';

// The channels API's reads and writes, every one scoped to the caller's account.

export function listAccountChannels(db: Db, accountId: string) {
  return db
    .select()
    .from(channels)
    .where(eq(channels.accountId, accountId))
    .orderBy(asc(sql`lower(${channels.name})`), asc(channels.id));
}

export async function isAccountBot(db: Db, accountId: string, botId: string) {
  const [row] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.accountId, accountId), eq(bots.id, botId)));
  return Boolean(row);
}

// The unique instance key decides two administrators racing for one number (spec: another bot
// uses the same instance id), in any account.
const instanceTakenOn = async <T>(write: Promise<T>) => {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('channels.instanceTaken');
    throw error;
  }
};

export async function insertChannel(db: Db, values: typeof channels.$inferInsert): Promise<ChannelRow> {
  const [row] = await instanceTakenOn(db.insert(channels).values(values).returning());
  if (!row) throw new Error('channel insert returned nothing');
  return row;
}

export async function updateChannelRow(
  db: Db,
  accountId: string,
  id: string,
  values: Partial<typeof channels.$inferInsert>,
): Promise<ChannelRow | null> {
  const [row] = await instanceTakenOn(
    db
      .update(channels)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(channels.accountId, accountId), eq(channels.id, id)))
      .returning(),
  );
  forgetCachedChannel(db, id);
  forgetCachedEmailChannels(db);
  return row ?? null;
}

export async function deleteChannelRow(db: Db, accountId: string, id: string) {
  const rows = await db
    .delete(channels)
    .where(and(eq(channels.accountId, accountId), eq(channels.id, id)))
    .returning({ id: channels.id });
  forgetCachedChannel(db, id);
  forgetCachedEmailChannels(db);
  return rows.length > 0;
}

// A conversation not finished, abandoned nor archived still talks through the channel.
export async function hasOpenConversations(db: Db, accountId: string, channelId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, accountId),
        eq(conversations.channelId, channelId),
        sql`${conversations.archivedAt} is null`,
        notInArray(conversations.status, ['finished', 'abandoned']),
      ),
    )
    .limit(1);
  return Boolean(row);
}
