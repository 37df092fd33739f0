import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { accessLog } from '../../db/schema/index.ts';

export interface AccessAttempt {
  userId: string;
  accountId: string | null;
  ip: string;
  device: string;
  result: string;
}

export async function insertAccessAttempt(db: Db, attempt: AccessAttempt) {
  await db.insert(accessLog).values({ id: newId(), ...attempt });
}

// What an account sees of a person's attempts: those that entered it, and those that stopped before
// any account was chosen (a wrong password, a refused code).
export async function findAccessLogPage(
  db: Db,
  accountId: string,
  userId: string,
  page: number,
  size: number,
) {
  const where = and(
    eq(accessLog.userId, userId),
    or(eq(accessLog.accountId, accountId), isNull(accessLog.accountId)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accessLog.id,
        at: accessLog.at,
        ip: accessLog.ip,
        device: accessLog.device,
        result: accessLog.result,
      })
      .from(accessLog)
      .where(where)
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(accessLog).where(where),
  ]);
  return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total: total?.value ?? 0 };
}
