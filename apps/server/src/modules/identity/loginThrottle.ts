import { and, eq, gt, lt } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema/index.ts';

// Five failed attempts for one e-mail from one address within 15 minutes lock that pair out until
// the oldest failure leaves the window. Kept in the database so every server process agrees.
export const maxFailures = 5;
export const windowMs = 15 * 60 * 1000;

const key = (email: string) => email.trim().toLowerCase();

// Minutes until the pair may try again, given its failure times (ms): zero under five failures in
// the window, else until the fifth most recent one leaves it. Rounded up, so never "0 minutes".
export function minutesUntilUnlocked(failures: number[], now: number): number {
  const recent = failures.filter((at) => at > now - windowMs).sort((a, b) => a - b);
  const fifthMostRecent = recent[recent.length - maxFailures];
  if (fifthMostRecent === undefined) return 0;
  return Math.max(1, Math.ceil((fifthMostRecent + windowMs - now) / 60000));
}

export async function minutesLockedOut(db: Db, email: string, ip: string, now = Date.now()): Promise<number> {
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, key(email)),
        eq(loginAttempts.ip, ip),
        gt(loginAttempts.at, new Date(now - windowMs)),
      ),
    );
  return minutesUntilUnlocked(
    rows.map((row) => row.at.getTime()),
    now,
  );
}

export async function recordFailure(db: Db, email: string, ip: string) {
  await db.insert(loginAttempts).values({ id: newId(), email: key(email), ip });
}

export async function clearFailures(db: Db, email: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, key(email)), eq(loginAttempts.ip, ip)));
}

export const purgeOldFailures = (db: Db) =>
  db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(Date.now() - windowMs)));
