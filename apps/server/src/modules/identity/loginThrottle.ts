import { and, eq, gt, lt } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema/index.ts';

// Five failed attempts for one e-mail from one address within 15 minutes lock that pair out until
// the oldest failure leaves the window. Kept in the database so every server process agrees.
export const maxFailures = 5;
export const windowMs = 15 * 60 * 1000;

const key = (email: string) => email.trim().toLowerCase();

export async function minutesLockedOut(db: Db, email: string, ip: string, now = Date.now()): Promise<number> {
  const since = new Date(now - windowMs);
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, key(email)), eq(loginAttempts.ip, ip), gt(loginAttempts.at, since)))
    .orderBy(loginAttempts.at);
  if (rows.length < maxFailures) return 0;
  const oldest = rows[rows.length - maxFailures]?.at.getTime() ?? now;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 60000));
}

export async function recordFailure(db: Db, email: string, ip: string) {
  await db.insert(loginAttempts).values({ id: newId(), email: key(email), ip });
}

export async function clearFailures(db: Db, email: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, key(email)), eq(loginAttempts.ip, ip)));
}

export const purgeOldFailures = (db: Db) =>
  db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(Date.now() - windowMs)));
