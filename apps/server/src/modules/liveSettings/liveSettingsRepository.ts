import type { LiveBehavior, LiveMessages } from '@prosa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { liveSettings } from '../../db/schema/index.ts';

export interface StoredLiveSettings {
  behavior: Partial<LiveBehavior>;
  messages: Partial<Record<string, Record<string, string>>>;
}

export async function findLiveSettings(db: Db, accountId: string): Promise<StoredLiveSettings | null> {
  const [row] = await db
    .select({ behavior: liveSettings.behavior, messages: liveSettings.messages })
    .from(liveSettings)
    .where(eq(liveSettings.accountId, accountId))
    .limit(1);
  return row ?? null;
}

// One row per account, created by its first save; the other half starts from what was in effect.
export async function saveLiveSettings(
  db: Db,
  accountId: string,
  settings: { behavior: LiveBehavior; messages: LiveMessages },
  part: 'behavior' | 'messages',
) {
  await db
    .insert(liveSettings)
    .values({ accountId, ...settings })
    .onConflictDoUpdate({
      target: liveSettings.accountId,
      set: { [part]: settings[part], updatedAt: sql`now()` },
    });
}
