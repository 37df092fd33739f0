import { and, eq } from 'drizzle-orm';
import { perDatabase } from '../../../app/perDatabase.ts';
import { TtlCache } from '../../../app/TtlCache.ts';
import type { Db } from '../../../db/database.ts';
import { bots } from '../../../db/schema/index.ts';

type BotRow = typeof bots.$inferSelect;

// A channel's chatbot, read for every inbound message: kept briefly per process and database, like
// the channel itself (channelRepository), so an edit (name, language, department) shows within it.
const botTtlMs = 2_000;
const cacheOf = perDatabase((_db: Db) => new TtlCache<string, Promise<BotRow | null>>(botTtlMs, 10_000));

export function findChannelChatbot(db: Db, accountId: string, botId: string): Promise<BotRow | null> {
  return cacheOf(db).remember(`${accountId}:${botId}`, async () => {
    const [bot] = await db
      .select()
      .from(bots)
      .where(and(eq(bots.id, botId), eq(bots.accountId, accountId)));
    return bot ?? null;
  });
}
