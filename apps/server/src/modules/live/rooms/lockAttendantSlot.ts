import { and, count, eq, inArray } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Db } from '../../../db/database.ts';
import { conversations, memberships } from '../../../db/schema/index.ts';
import { heldStatuses } from './liveStatusLists.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

// Inside a transaction that gives a room to an attendant: locks their membership row, then counts
// the rooms they hold against the maximum (null: no department, no cap). Everything that gives an
// attendant a room locks here first, so no two of them can both pass the maximum, on any server.
export async function lockAttendantSlot(
  tx: Transaction,
  input: { accountId: string; attendantId: string; maxAttendances: number | null },
) {
  const [member] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.accountId, input.accountId),
        eq(memberships.userId, input.attendantId),
        eq(memberships.isActive, true),
      ),
    )
    .for('update');
  if (!member) throw new CatalogueError('generic.forbidden');
  if (input.maxAttendances === null) return;
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
  if ((held?.n ?? 0) >= input.maxAttendances) throw new CatalogueError('live.maxAttendances');
}
