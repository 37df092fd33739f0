import type { Department, DepartmentFields, DistributionType } from '@prosa/contracts';
import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bots, departments, departmentUsers, journeys, memberships } from '../../db/schema/index.ts';

// Every query names the account: another account's department is, for the caller, one that does not exist.
const columns = {
  id: departments.id,
  name: departments.name,
  journeyId: departments.journeyId,
  businessHoursId: departments.businessHoursId,
  checkIn: departments.checkIn,
  forcePass: departments.forcePass,
  queue: departments.queue,
  queuePositionBroadcast: departments.queuePositionBroadcast,
  maxAttendances: departments.maxAttendances,
  distribution: departments.distribution,
};
type DepartmentRow = Omit<Department, 'userIds' | 'distribution'> & { distribution: string };

export type DepartmentRecord = Omit<DepartmentFields, 'userIds'>;

const withUsers = (row: DepartmentRow, userIds: string[]): Department => ({
  ...row,
  distribution: row.distribution as DistributionType,
  userIds,
});

async function linkedUsers(db: Db, accountId: string, departmentIds: string[]) {
  const byDepartment = new Map<string, string[]>();
  if (departmentIds.length === 0) return byDepartment;
  const links = await db
    .select({ departmentId: departmentUsers.departmentId, userId: departmentUsers.userId })
    .from(departmentUsers)
    .where(
      and(eq(departmentUsers.accountId, accountId), inArray(departmentUsers.departmentId, departmentIds)),
    )
    .orderBy(asc(departmentUsers.userId));
  for (const link of links)
    byDepartment.set(link.departmentId, [...(byDepartment.get(link.departmentId) ?? []), link.userId]);
  return byDepartment;
}

export async function findDepartments(db: Db, accountId: string): Promise<Department[]> {
  const rows = await db
    .select(columns)
    .from(departments)
    .where(eq(departments.accountId, accountId))
    .orderBy(asc(sql`lower(${departments.name})`));
  const users = await linkedUsers(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => withUsers(row, users.get(row.id) ?? []));
}

export async function isNameTaken(db: Db, accountId: string, name: string, exceptId?: string) {
  const sameName = and(
    eq(departments.accountId, accountId),
    eq(sql`lower(${departments.name})`, name.toLowerCase()),
  );
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(exceptId ? and(sameName, ne(departments.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

export async function isJourneyOfAccount(db: Db, accountId: string, journeyId: string) {
  const [row] = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(and(eq(journeys.id, journeyId), eq(journeys.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

export async function areMembersOfAccount(db: Db, accountId: string, userIds: string[]) {
  if (userIds.length === 0) return true;
  const found = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), inArray(memberships.userId, userIds)));
  return found.length === new Set(userIds).size;
}

// Answers the users linked now and those linked before (whose reach the change may narrow).
async function replaceUsers(db: Db, accountId: string, departmentId: string, userIds: string[]) {
  const former = await db
    .delete(departmentUsers)
    .where(eq(departmentUsers.departmentId, departmentId))
    .returning({ userId: departmentUsers.userId });
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await db.insert(departmentUsers).values(unique.map((userId) => ({ departmentId, accountId, userId })));
  return { userIds: unique.sort(), formerUserIds: former.map((link) => link.userId) };
}

export function insertDepartment(db: Db, accountId: string, id: string, fields: DepartmentFields) {
  const { userIds, ...record } = fields;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(departments)
      .values({ id, accountId, ...record })
      .returning(columns);
    if (!row) throw new Error('department insert returned nothing');
    return withUsers(row, (await replaceUsers(tx, accountId, id, userIds)).userIds);
  });
}

export function updateDepartmentRow(db: Db, accountId: string, id: string, fields: DepartmentFields) {
  const { userIds, ...record } = fields;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(departments)
      .set(record)
      .where(and(eq(departments.id, id), eq(departments.accountId, accountId)))
      .returning(columns);
    if (!row) return null;
    const links = await replaceUsers(tx, accountId, id, userIds);
    return { department: withUsers(row, links.userIds), formerUserIds: links.formerUserIds };
  });
}

export async function departmentExists(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

// The department is a chatbot's persistence: the department its conversations go to and stay in
// (the chatbot's default department, docs/decisions.md).
export async function isBotPersistence(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.accountId, accountId), eq(bots.defaultDepartmentId, id)))
    .limit(1);
  return row !== undefined;
}

export async function hasCheckIn(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ checkIn: departments.checkIn })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.accountId, accountId)));
  return row?.checkIn === true;
}

// Deletes only a department nobody is linked to and no chatbot persists in, in one statement, so
// a user linked or a chatbot pointed at it meanwhile keeps it.
export async function deleteUnusedDepartment(db: Db, accountId: string, id: string) {
  const deleted = await db
    .delete(departments)
    .where(
      and(
        eq(departments.id, id),
        eq(departments.accountId, accountId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(departmentUsers)
            .where(eq(departmentUsers.departmentId, departments.id)),
        ),
        notExists(db.select({ one: sql`1` }).from(bots).where(eq(bots.defaultDepartmentId, departments.id))),
      ),
    )
    .returning({ id: departments.id });
  return deleted.length > 0;
}

export async function hasLinkedUsers(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ id: departmentUsers.userId })
    .from(departmentUsers)
    .where(and(eq(departmentUsers.accountId, accountId), eq(departmentUsers.departmentId, id)))
    .limit(1);
  return row !== undefined;
}
