import type { Journey, JourneyInput } from '@prosa/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accounts,
  departments,
  journeys,
  journeyUsers,
  memberships,
  sessions,
} from '../../db/schema/index.ts';

// Every query names the account: a journey of another account is, for the caller, one that does not exist.
export type JourneyFields = Omit<Required<JourneyInput>, 'userIds'> & { userIds: string[] };

const columns = {
  id: journeys.id,
  name: journeys.name,
  comments: journeys.comments,
  schedules: journeys.schedules,
  toleranceMinutes: journeys.toleranceMinutes,
};
type JourneyRow = { [K in keyof typeof columns]: (typeof journeys.$inferSelect)[K] };

async function withLinks(db: Db, accountId: string, rows: JourneyRow[]): Promise<Journey[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const links = await db
    .select({ journeyId: journeyUsers.journeyId, userId: journeyUsers.userId })
    .from(journeyUsers)
    .where(and(eq(journeyUsers.accountId, accountId), inArray(journeyUsers.journeyId, ids)));
  const used = await db
    .selectDistinct({ journeyId: departments.journeyId })
    .from(departments)
    .where(and(eq(departments.accountId, accountId), inArray(departments.journeyId, ids)));
  const usedIds = new Set(used.map((row) => row.journeyId));
  return rows.map((row) => ({
    ...row,
    userIds: links.filter((link) => link.journeyId === row.id).map((link) => link.userId),
    isInUse: usedIds.has(row.id),
  }));
}

export async function findJourneys(db: Db, accountId: string) {
  const rows = await db
    .select(columns)
    .from(journeys)
    .where(eq(journeys.accountId, accountId))
    .orderBy(asc(sql`lower(${journeys.name})`));
  return withLinks(db, accountId, rows);
}

export async function isNameTaken(db: Db, accountId: string, name: string, exceptId?: string) {
  const sameName = and(
    eq(journeys.accountId, accountId),
    eq(sql`lower(${journeys.name})`, name.toLowerCase()),
  );
  const [row] = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(exceptId ? and(sameName, ne(journeys.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

// How many of the ids are members of the account (the rest belong elsewhere or to nobody).
export async function countMembers(db: Db, accountId: string, userIds: string[]) {
  if (userIds.length === 0) return 0;
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), inArray(memberships.userId, userIds)));
  return rows.length;
}

// Writes the journey and its members in one transaction; a member linked here leaves any other
// journey (one journey per member), and members no longer listed are unlinked.
export async function saveJourney(
  db: Db,
  accountId: string,
  id: string,
  fields: JourneyFields,
  isNew: boolean,
) {
  const { userIds, ...values } = fields;
  return db.transaction(async (tx) => {
    const [row] = isNew
      ? await tx
          .insert(journeys)
          .values({ id, accountId, ...values })
          .returning(columns)
      : await tx
          .update(journeys)
          .set(values)
          .where(and(eq(journeys.id, id), eq(journeys.accountId, accountId)))
          .returning(columns);
    if (!row) return null;
    await tx
      .delete(journeyUsers)
      .where(and(eq(journeyUsers.accountId, accountId), eq(journeyUsers.journeyId, id)));
    if (userIds.length > 0) {
      await tx
        .insert(journeyUsers)
        .values(userIds.map((userId) => ({ accountId, userId, journeyId: id })))
        .onConflictDoUpdate({
          target: [journeyUsers.accountId, journeyUsers.userId],
          set: { journeyId: id },
        });
    }
    const [journey] = await withLinks(tx, accountId, [row]);
    return journey ?? null;
  });
}

export async function isUsedByDepartment(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.accountId, accountId), eq(departments.journeyId, id)))
    .limit(1);
  return row !== undefined;
}

export async function deleteJourneyRow(db: Db, accountId: string, id: string) {
  const deleted = await db
    .delete(journeys)
    .where(and(eq(journeys.id, id), eq(journeys.accountId, accountId)))
    .returning({ id: journeys.id });
  return deleted.length > 0;
}

export async function findAccountTimeZone(db: Db, accountId: string) {
  const [row] = await db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.timeZone ?? null;
}

// True when the zone changed (the same zone again changes nothing).
export async function updateAccountTimeZoneRow(db: Db, accountId: string, timeZone: string) {
  const changed = await db
    .update(accounts)
    .set({ timeZone })
    .where(and(eq(accounts.id, accountId), ne(accounts.timeZone, timeZone)))
    .returning({ id: accounts.id });
  return changed.length > 0;
}

// The journeys the users follow, one per membership, with the account's zone and the member's level.
export async function findMemberJourneys(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      accountId: journeyUsers.accountId,
      userId: journeyUsers.userId,
      level: memberships.level,
      timeZone: accounts.timeZone,
      schedules: journeys.schedules,
      toleranceMinutes: journeys.toleranceMinutes,
    })
    .from(journeyUsers)
    .innerJoin(journeys, eq(journeys.id, journeyUsers.journeyId))
    .innerJoin(accounts, eq(accounts.id, journeyUsers.accountId))
    .innerJoin(
      memberships,
      and(eq(memberships.accountId, journeyUsers.accountId), eq(memberships.userId, journeyUsers.userId)),
    )
    .where(inArray(journeyUsers.userId, userIds));
}

// The live sessions, inside an account, of members who follow a journey there.
export const findJourneySessions = (db: Db) =>
  db
    .select({ sessionId: sessions.id, userId: sessions.userId, accountId: sessions.accountId })
    .from(sessions)
    .innerJoin(
      journeyUsers,
      and(eq(journeyUsers.accountId, sessions.accountId), eq(journeyUsers.userId, sessions.userId)),
    );

export async function deleteSessions(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const deleted = await db.delete(sessions).where(inArray(sessions.id, ids)).returning({ id: sessions.id });
  return deleted.map((row) => row.id);
}

// A journey's periods and the zone they are read in, or null when the account has no such journey.
export async function findJourneyHours(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ schedules: journeys.schedules, timeZone: accounts.timeZone })
    .from(journeys)
    .innerJoin(accounts, eq(accounts.id, journeys.accountId))
    .where(and(eq(journeys.id, id), eq(journeys.accountId, accountId)))
    .limit(1);
  return row ?? null;
}
