import { liveStatus } from '@prosa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../app/services.ts';
import { liveSettings, memberships, users } from '../db/schema/index.ts';
import { resolveLiveSettings } from '../modules/liveSettings/resolveLiveSettings.ts';

// awayAuto: an online attendant with no activity for the account's time is set away. Activity is
// their last message sent or room received in the account; one who has done neither since coming
// online counts from their last session use (docs/decisions.md).
export async function setIdleAttendantsAway(services: Pick<AppServices, 'database' | 'events' | 'clock'>) {
  const { db } = services.database;
  const now = services.clock.now();
  const accounts = await db.select().from(liveSettings);
  let changed = 0;
  for (const row of accounts) {
    const { awayAuto } = resolveLiveSettings({
      behavior: row.behavior,
      messages: row.messages,
    }).behavior;
    if (!awayAuto.isActive) continue;
    const cutoff = new Date(now.getTime() - awayAuto.time * 60_000);
    const idle = await db
      .update(memberships)
      .set({ liveStatus: liveStatus.away })
      .from(users)
      .where(
        and(
          eq(users.id, memberships.userId),
          eq(memberships.accountId, row.accountId),
          eq(memberships.liveStatus, liveStatus.online),
          sql`coalesce(greatest(
            (select max(m.created_at) from messages m where m.account_id = ${row.accountId}
              and m.author_id = ${memberships.userId} and m.sender = 'attendant'),
            (select max(c.assigned_at) from conversations c where c.account_id = ${row.accountId}
              and c.attendant_id = ${memberships.userId}),
            (select max(s.last_seen_at) from sessions s where s.user_id = ${memberships.userId}
              and s.account_id = ${row.accountId})
          ), ${memberships.createdAt}) < ${cutoff}`,
        ),
      )
      .returning({ userId: memberships.userId, name: users.name });
    for (const member of idle) {
      changed += 1;
      services.events.emit('presence.changed', {
        accountId: row.accountId,
        userId: member.userId,
        name: member.name,
        status: liveStatus.away,
      });
    }
  }
  return changed;
}
