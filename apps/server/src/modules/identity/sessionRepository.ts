import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { newId, newToken } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { sessions } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

// Only a hash of the cookie token is stored: a leaked table does not leak usable sessions.
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  values: {
    userId: string;
    accountId: string | null;
    isTwoFactorPending: boolean;
    device: string;
    ip: string;
  },
) {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      id: newId(),
      tokenHash: hashToken(token),
      csrfToken: newToken(18),
      expiresAt: new Date(Date.now() + sessionLifetimeMs),
      ...values,
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return { token, session: row };
}

export const findLiveSessionByToken = async (db: Db, token: string) =>
  (
    await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1)
  )[0];

export async function updateSession(db: Db, id: string, values: Partial<typeof sessions.$inferInsert>) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

// Counts one more code attempt on a pending session in a single statement, so that parallel
// guesses each take their own attempt; null when the session is gone or no longer pending.
export async function countCodeAttempt(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .update(sessions)
    .set({ codeAttempts: sql`${sessions.codeAttempts} + 1` })
    .where(and(eq(sessions.id, id), eq(sessions.isTwoFactorPending, true)))
    .returning({ codeAttempts: sessions.codeAttempts });
  return row?.codeAttempts ?? null;
}

export const listUserSessions = (db: Db, userId: string) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
        eq(sessions.isTwoFactorPending, false),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));

export async function deleteUserSession(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function deleteOtherSessions(db: Db, userId: string, keepId: string | null) {
  const where = keepId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
    : eq(sessions.userId, userId);
  return db.delete(sessions).where(where).returning({ id: sessions.id });
}

export const deleteExpiredSessions = (db: Db) =>
  db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });

export const deleteSessionsInAccount = (db: Db, userId: string, accountId: string) =>
  db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.accountId, accountId)))
    .returning({ id: sessions.id });
