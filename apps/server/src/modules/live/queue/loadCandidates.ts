import { liveStatus } from '@prosa/contracts';
import type { Candidate } from '@prosa/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { departmentCheckIns, departmentUsers, memberships, users } from '../../../db/schema/index.ts';
import { heldRoomCount } from './heldRoomCount.ts';

// A department's attendants as the distribution rule reads them: online (away keeps its rooms and
// receives none), checked in, how many rooms they hold, when they last received one.
export async function loadCandidates(db: Db, accountId: string, departmentId: string) {
  const rows = await db
    .select({
      userId: departmentUsers.userId,
      name: users.name,
      liveStatus: memberships.liveStatus,
      checkedIn: sql<boolean>`${departmentCheckIns.userId} is not null`,
      open: heldRoomCount(accountId, departmentUsers.userId),
      lastAssignedAt: sql<
        number | null
      >`(select (extract(epoch from max(c.assigned_at)) * 1000)::float8 from conversations c
        where c.account_id = ${accountId} and c.attendant_id = ${departmentUsers.userId})`,
    })
    .from(departmentUsers)
    .innerJoin(
      memberships,
      and(
        eq(memberships.accountId, departmentUsers.accountId),
        eq(memberships.userId, departmentUsers.userId),
      ),
    )
    .innerJoin(users, eq(users.id, departmentUsers.userId))
    .leftJoin(
      departmentCheckIns,
      and(
        eq(departmentCheckIns.departmentId, departmentUsers.departmentId),
        eq(departmentCheckIns.userId, departmentUsers.userId),
      ),
    )
    .where(
      and(
        eq(departmentUsers.accountId, accountId),
        eq(departmentUsers.departmentId, departmentId),
        eq(memberships.isActive, true),
      ),
    );
  const names = new Map(rows.map((row) => [row.userId, row.name]));
  const candidates: Candidate[] = rows.map((row) => ({
    userId: row.userId,
    online: row.liveStatus === liveStatus.online,
    checkedIn: Boolean(row.checkedIn),
    open: Number(row.open),
    lastAssignedAt: row.lastAssignedAt === null ? null : Number(row.lastAssignedAt),
  }));
  return { candidates, names };
}
