import { nextRoomStatus, type RoomStatus, type TransshipmentStatus, transshipmentAfter } from '@prosa/domain';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { AppServices } from '../app/services.ts';
import { accounts, conversations, liveSettings } from '../db/schema/index.ts';
import { syncNumberStatus } from '../modules/flows/numberStatus/syncNumberStatus.ts';
import { distributeQueue } from '../modules/live/queue/distributeQueue.ts';
import { resolveLiveSettings } from '../modules/liveSettings/resolveLiveSettings.ts';

const batch = 500;

// Auto-archive: a room idle (no message) longer than the account's archiveTime is closed. A
// finished one is archived; one never answered (bot, queued, new) is abandoned and archived; one in
// attendance is finished and archived. Freed slots go to the departments' queues.
export async function archiveIdleConversations(services: Pick<AppServices, 'database' | 'events' | 'clock'>) {
  const { db } = services.database;
  const now = services.clock.now();
  const rows = await db
    .select({ id: accounts.id, behavior: liveSettings.behavior, messages: liveSettings.messages })
    .from(accounts)
    .leftJoin(liveSettings, eq(liveSettings.accountId, accounts.id));
  let archived = 0;
  for (const account of rows) {
    const stored = account.behavior ? { behavior: account.behavior, messages: account.messages ?? {} } : null;
    const { archiveTime } = resolveLiveSettings(stored).behavior;
    const cutoff = new Date(now.getTime() - archiveTime * 60_000);
    const idle = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.accountId, account.id),
          isNull(conversations.archivedAt),
          lt(conversations.lastMessageAt, cutoff),
          inArray(conversations.status, [
            'bot',
            'queueAutomatic',
            'queueManual',
            'new',
            'waiting',
            'transferred',
            'internal',
            'paused',
            'finished',
          ]),
        ),
      )
      .limit(batch);
    const freed = new Set<string>();
    for (const room of idle) {
      const status = room.status as RoomStatus;
      const next = nextRoomStatus(status, 'abandon') ?? nextRoomStatus(status, 'archive');
      if (!next) continue;
      const [done] = await db
        .update(conversations)
        .set({
          status: next,
          transshipment: transshipmentAfter(next, room.transshipment as TransshipmentStatus | null),
          archivedAt: now,
          ...(next === 'finished' && !room.finishedAt ? { finishedAt: now } : {}),
        })
        .where(
          and(
            eq(conversations.id, room.id),
            eq(conversations.status, status),
            isNull(conversations.archivedAt),
          ),
        )
        .returning({ id: conversations.id });
      if (!done) continue;
      archived += 1;
      await syncNumberStatus(db, account.id, room.id);
      services.events.emit('conversation.changed', { accountId: account.id, conversationId: room.id });
      if (room.departmentId && status !== 'finished') freed.add(room.departmentId);
    }
    for (const departmentId of freed) await distributeQueue(services, account.id, departmentId);
  }
  return archived;
}
