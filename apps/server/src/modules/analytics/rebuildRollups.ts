import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { postgresErrorCode } from '../../db/postgresErrorCode.ts';
import { rollupsLockSql } from './rollupsLock.ts';

const attempts = 5;

// Recomputes the rollups from the raw rows: one account, or every account (null). The triggers
// keep them afterwards; run after restoring data or changing an account's time zone.
// analytics_rebuild deletes the pending differences, then recomputes, in statements of its own: at
// read committed, a write committed between them would be counted by the recomputation and again
// by its difference. In one repeatable-read snapshot, a difference is deleted exactly when its
// write is part of what is recomputed; a flush racing for the same rows fails the rebuild with a
// serialization failure (40001), and it runs again; flushes skip their turn once it holds the
// rollups' lock (rollupsLock.ts), so that happens at most for the flush it waited for.
export async function rebuildRollups(
  database: Pick<Database, 'db'>,
  accountId: string | null,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.transaction(
        async (tx) => {
          await tx.execute(sql.raw(`select pg_advisory_xact_lock(${rollupsLockSql})`));
          await tx.execute(sql`select analytics_rebuild(${accountId})`);
        },
        { isolationLevel: 'repeatable read' },
      );
      return;
    } catch (error) {
      if (attempt === attempts || postgresErrorCode(error) !== '40001') throw error;
    }
  }
}
