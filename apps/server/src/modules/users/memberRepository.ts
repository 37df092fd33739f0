import { lowestMemberLevel, type Member, type MemberRole, type ViewRule } from '@prosa/contracts';
import { and, asc, count, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { foldedSql, foldForSearch } from '../../db/foldForSearch.ts';
import { accounts, departments, departmentUsers, memberships, users } from '../../db/schema/index.ts';

// Every query names the account: a member of another account is, for the caller, nobody. Only the
// client's members (levels 12–15) belong to this screen; the provider's staff never show here.
const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: memberships.role,
  level: memberships.level,
  isOwner: memberships.isOwner,
  isActive: memberships.isActive,
  chatbotIds: memberships.chatbotIds,
  avatar: users.avatar,
  ddi: users.ddi,
  phone: users.phone,
  canSeeOthers: users.canSeeOthers,
  viewRule: memberships.viewRule,
  attendantListVisibility: memberships.attendantListVisibility,
  absenceReason: users.absenceReason,
  createdAt: memberships.createdAt,
};
type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

export interface UserFields {
  name: string;
  email: string;
  avatar: string | null;
  ddi: string | null;
  phone: string | null;
  canSeeOthers: boolean;
  absenceReason: string | null;
}
export interface MembershipFields {
  role: MemberRole;
  level: number;
  viewRule: ViewRule;
  attendantListVisibility: Member['attendantListVisibility'];
  chatbotIds: string[];
}

const inAccount = (accountId: string) =>
  and(eq(memberships.accountId, accountId), gte(memberships.level, lowestMemberLevel));

function matching(search: string) {
  const needle = foldForSearch(search);
  if (!needle) return undefined;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${foldedSql(users.name)} like ${pattern} or lower(${users.email}) like ${pattern})`;
}

const selectMembers = (db: Db, where: SQL | undefined) =>
  db.select(columns).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where);

async function withDepartments(db: Db, accountId: string, rows: MemberRow[]): Promise<Member[]> {
  const ids = rows.map((row) => row.id);
  const links = ids.length
    ? await db
        .select({ userId: departmentUsers.userId, departmentId: departmentUsers.departmentId })
        .from(departmentUsers)
        .where(and(eq(departmentUsers.accountId, accountId), inArray(departmentUsers.userId, ids)))
    : [];
  return rows.map((row) => ({
    ...row,
    role: row.role as MemberRole,
    viewRule: row.viewRule as ViewRule,
    attendantListVisibility: row.attendantListVisibility as Member['attendantListVisibility'],
    departmentIds: links.filter((link) => link.userId === row.id).map((link) => link.departmentId),
    createdAt: row.createdAt.toISOString(),
  }));
}

// One page by name, then id: a stable order, so pages never repeat or skip a member.
export async function findMemberPage(db: Db, accountId: string, search: string, page: number, size: number) {
  const where = and(inAccount(accountId), matching(search));
  const [rows, [total]] = await Promise.all([
    selectMembers(db, where)
      .orderBy(asc(foldedSql(users.name)), asc(users.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ value: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { items: await withDepartments(db, accountId, rows), total: total?.value ?? 0 };
}

export async function findMember(db: Db, accountId: string, userId: string): Promise<Member | null> {
  const rows = await selectMembers(db, and(inAccount(accountId), eq(memberships.userId, userId))).limit(1);
  return (await withDepartments(db, accountId, rows))[0] ?? null;
}

// Members of levels 12–15, active or not, are what the account's user limit counts.
export async function countMembers(db: Db, accountId: string) {
  const [row] = await db.select({ value: count() }).from(memberships).where(inAccount(accountId));
  return row?.value ?? 0;
}

// Reads the limit while holding the account row, so two creations at once cannot both take the last seat.
export async function lockUserLimit(db: Db, accountId: string) {
  const [row] = await db
    .select({ userLimit: accounts.userLimit })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row?.userLimit ?? 0;
}

export async function findUserLimit(db: Db, accountId: string) {
  const [row] = await db
    .select({ userLimit: accounts.userLimit })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.userLimit ?? 0;
}

export async function isEmailTaken(db: Db, email: string, exceptUserId?: string) {
  const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameEmail, ne(users.id, exceptUserId)) : sameEmail)
    .limit(1);
  return row !== undefined;
}

export async function hasOtherMembership(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

// The ids among `ids` that are departments of the account.
export async function findDepartmentIds(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.accountId, accountId), inArray(departments.id, ids)));
  return rows.map((row) => row.id);
}

export async function replaceDepartments(db: Db, accountId: string, userId: string, departmentIds: string[]) {
  await db
    .delete(departmentUsers)
    .where(and(eq(departmentUsers.accountId, accountId), eq(departmentUsers.userId, userId)));
  if (departmentIds.length > 0)
    await db
      .insert(departmentUsers)
      .values(departmentIds.map((departmentId) => ({ departmentId, accountId, userId })));
}

export async function insertMember(
  db: Db,
  accountId: string,
  user: UserFields & { id: string; passwordHash: string },
  membership: MembershipFields,
) {
  await db.insert(users).values(user);
  await db.insert(memberships).values({ accountId, userId: user.id, ...membership });
}

export async function updateMemberRows(
  db: Db,
  accountId: string,
  userId: string,
  user: Partial<UserFields & { passwordHash: string }>,
  membership: MembershipFields,
) {
  await db.update(users).set(user).where(eq(users.id, userId));
  await db
    .update(memberships)
    .set(membership)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
}

export async function setMemberActive(db: Db, accountId: string, userId: string, isActive: boolean) {
  await db
    .update(memberships)
    .set({ isActive })
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
}

// Removes the membership (its department links go with it), and the person too when no other
// account knows them.
export async function deleteMemberRows(db: Db, accountId: string, userId: string) {
  await db
    .delete(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
  const [other] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  if (!other) await db.delete(users).where(eq(users.id, userId));
}
