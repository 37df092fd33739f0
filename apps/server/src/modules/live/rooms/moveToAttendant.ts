import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Db } from '../../../db/database.ts';
import { conversations, memberships, users } from '../../../db/schema/index.ts';
import { heldStatuses } from './liveStatusLists.ts';
import { withoutParticipant } from './withoutParticipant.ts';

// Hands a room to a named attendant under the same lock as a take: their membership row is
// locked while their rooms are counted, so a transfer and a take cannot both pass the maximum.
// The target must be an active member with the required presence; `where` guards the room's state.
// A participant who receives the room becomes its holder and leaves the participants.
export async function moveToAttendant(
  db: Db,
  input: {
    accountId: string;
    attendantId: string;
    requiredStatus: number;
    maxAttendances: number | null;
    where: SQL | undefined;
    set: Partial<typeof conversations.$inferInsert>;
  },
) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ liveStatus: memberships.liveStatus, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.accountId, input.accountId),
          eq(memberships.userId, input.attendantId),
          eq(memberships.isActive, true),
        ),
      )
      .for('update', { of: memberships });
    if (!member || member.liveStatus !== input.requiredStatus)
      throw new CatalogueError('live.transferTargetUnavailable');
    if (input.maxAttendances !== null) {
      const [held] = await tx
        .select({ n: count() })
        .from(conversations)
        .where(
          and(
            eq(conversations.accountId, input.accountId),
            eq(conversations.attendantId, input.attendantId),
            inArray(conversations.status, heldStatuses),
          ),
        );
      if ((held?.n ?? 0) >= input.maxAttendances) throw new CatalogueError('live.transferTargetUnavailable');
    }
    const entry = JSON.stringify([{ id: input.attendantId, name: member.name }]);
    const [moved] = await tx
      .update(conversations)
      .set({
        ...input.set,
        attendantId: input.attendantId,
        participants: withoutParticipant(input.attendantId),
        attendants: sql`case when ${conversations.attendants} @> ${JSON.stringify([{ id: input.attendantId }])}::jsonb
          then ${conversations.attendants} else ${conversations.attendants} || ${entry}::jsonb end`,
      })
      .where(input.where)
      .returning();
    return moved;
  });
}
