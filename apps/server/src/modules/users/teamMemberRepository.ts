import { levels, lowestMemberLevel, type TeamMember } from '@prosa/contracts';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { departmentUsers, memberships, users } from '../../db/schema/index.ts';

// The members the caller may list: all, or those sharing a department with them (their attendant
// list visibility); attendants and juniors see only themselves when the account's live settings
// turn "agents see the list of agents" off (exhibitions.attendant).
export async function findTeamMembers(
  db: Db,
  accountId: string,
  callerId: string,
  attendantsSeeList = true,
): Promise<TeamMember[]> {
  const [caller] = await db
    .select({ visibility: memberships.attendantListVisibility, level: memberships.level })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, callerId)));
  const conditions: SQL[] = [
    eq(memberships.accountId, accountId),
    eq(memberships.isActive, true),
    gte(memberships.level, lowestMemberLevel),
  ];
  if (!attendantsSeeList && (caller?.level ?? levels.junior) >= levels.attendant)
    conditions.push(eq(memberships.userId, callerId));
  if (caller?.visibility === 'departments')
    conditions.push(
      inArray(
        memberships.userId,
        db
          .selectDistinct({ userId: sql<string>`other.user_id` })
          .from(
            sql`department_users mine join department_users other on other.department_id = mine.department_id`,
          )
          .where(sql`mine.account_id = ${accountId} and mine.user_id = ${callerId}`),
      ),
    );
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      level: memberships.level,
      liveStatus: memberships.liveStatus,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id));
  const links = rows.length
    ? await db
        .select({ userId: departmentUsers.userId, departmentId: departmentUsers.departmentId })
        .from(departmentUsers)
        .where(
          and(
            eq(departmentUsers.accountId, accountId),
            inArray(
              departmentUsers.userId,
              rows.map((row) => row.id),
            ),
          ),
        )
    : [];
  return rows.map((row) => ({
    ...row,
    departmentIds: links.filter((link) => link.userId === row.id).map((link) => link.departmentId),
  }));
}
