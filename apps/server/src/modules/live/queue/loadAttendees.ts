import { liveStatus } from '@prosa/contracts';
import type { Attendee } from '@prosa/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { departmentCheckIns, departmentUsers, memberships } from '../../../db/schema/index.ts';
import { heldRoomCount } from './heldRoomCount.ts';

// Everyone online who might take a room of the department by hand (canTakeByHand decides): the
// department's attendants and the account's administrators; for a room without a department, every
// member. Only the online are read: the others take nothing now.
export async function loadAttendees(db: Db, accountId: string, departmentId: string | null) {
  const inDepartment = departmentId
    ? sql<boolean>`${departmentUsers.userId} is not null`
    : sql<boolean>`true`;
  const rows = await db
    .select({
      userId: memberships.userId,
      level: memberships.level,
      isDepartmentMember: inDepartment,
      checkedIn: sql<boolean>`${departmentCheckIns.userId} is not null`,
      open: heldRoomCount(accountId, memberships.userId),
    })
    .from(memberships)
    .leftJoin(
      departmentUsers,
      and(
        eq(departmentUsers.accountId, memberships.accountId),
        eq(departmentUsers.userId, memberships.userId),
        eq(departmentUsers.departmentId, departmentId ?? ''),
      ),
    )
    .leftJoin(
      departmentCheckIns,
      and(
        eq(departmentCheckIns.departmentId, departmentId ?? ''),
        eq(departmentCheckIns.userId, memberships.userId),
      ),
    )
    .where(
      and(
        eq(memberships.accountId, accountId),
        eq(memberships.isActive, true),
        eq(memberships.liveStatus, liveStatus.online),
      ),
    );
  return rows.map(
    (row): Attendee => ({
      userId: row.userId,
      level: row.level,
      isDepartmentMember: Boolean(row.isDepartmentMember),
      online: true,
      checkedIn: Boolean(row.checkedIn),
      open: Number(row.open),
      lastAssignedAt: null,
    }),
  );
}
