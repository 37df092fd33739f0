import type { User } from '@prosa/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, memberships, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Db, email: string) =>
  (
    await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1)
  )[0];

export const findUserById = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

// Marks an authenticator step as used, unless it (or a later one) already was: one statement, so
// the same code sent twice at once still works only once.
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

// The accounts a user may enter: active memberships of accounts that are not deleted.
export const listUserAccounts = (db: Db, userId: string) =>
  db
    .select({ id: accounts.id, name: accounts.name })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true), isNull(accounts.deletedAt)))
    .orderBy(accounts.name);

// Whether an account the user belongs to has deactivated them (login then says "inactive user").
export async function hasInactiveMembership(db: Db, userId: string) {
  const rows = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, false), isNull(accounts.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function findMembership(db: Db, accountId: string, userId: string) {
  const rows = await db
    .select({ membership: memberships, account: accounts })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(eq(memberships.accountId, accountId), eq(memberships.userId, userId), isNull(accounts.deletedAt)),
    )
    .limit(1);
  return rows[0];
}

export async function updateMembership(
  db: Db,
  accountId: string,
  userId: string,
  values: Partial<typeof memberships.$inferInsert>,
) {
  await db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
}

export const toUserDto = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
  ddi: row.ddi,
  phone: row.phone,
  language: row.language as User['language'],
  twoFactor: row.twoFactor === 'sms' || row.twoFactor === 'totp' ? row.twoFactor : null,
});
