import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema/index.ts';

// Five failed attempts for one e-mail from one address within 15 minutes lock that pair out until
// the fifth most recent failure leaves the window. Kept in the database so every server process agrees.
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

// Each attempt is recorded before the password is checked and counts as a failure until a success
// clears the pair. Recording first is what makes the limit hold for guesses sent in parallel: the
// sixth of them always finds five others already there. Answers the minutes to wait (0: go on).
export async function claimLoginAttempt(db: Db, email: string, ip: string, now = Date.now()) {
  const id = newId();
  await db.insert(loginAttempts).values({ id, email: key(email), ip, at: new Date(now) });
  const others = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, key(email)),
        eq(loginAttempts.ip, ip),
        gt(loginAttempts.at, new Date(now - windowMs)),
        ne(loginAttempts.id, id),
      ),
    );
  const minutes = minutesUntilUnlocked(
    others.map((row) => row.at.getTime()),
    now,
  );
  // A refused attempt checked no password, so it is not a failure and does not extend the wait.
  if (minutes > 0) await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  return minutes;
}

export async function clearFailures(db: Db, email: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, key(email)), eq(loginAttempts.ip, ip)));
}

export const purgeOldFailures = (db: Db) =>
  db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(Date.now() - windowMs)));
