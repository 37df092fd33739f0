import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { passwordResets } from '../db/schema/index.ts';
import { purgeOldFailures } from '../modules/identity/loginThrottle.ts';
import { deleteExpiredSessions } from '../modules/identity/sessionRepository.ts';

// Hourly housekeeping: expired sessions, old failed logins, used or expired reset links.
export async function purgeExpired(db: Db) {
  const sessions = await deleteExpiredSessions(db);
  await purgeOldFailures(db);
  await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, new Date()), isNotNull(passwordResets.usedAt)));
  return { sessions: sessions.length };
}
