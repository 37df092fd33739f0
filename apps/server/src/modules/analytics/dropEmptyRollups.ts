import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { analyticsRollups } from '../../db/schema/index.ts';

// Rows of a dimension whose conversations all left them (a count back at 0): their key alone may
// name what was taken away, as a city does after an erasure (modules/privacy), and they count nothing.
export async function dropEmptyRollups(db: Db, accountId: string, dimension: string) {
  // The account's differences first, this transaction's own among them.
  await db.execute(sql`select analytics_flush(${accountId})`);
  await db
    .delete(analyticsRollups)
    .where(
      and(
        eq(analyticsRollups.accountId, accountId),
        eq(analyticsRollups.dimension, dimension),
        eq(analyticsRollups.total, 0),
      ),
    );
}
