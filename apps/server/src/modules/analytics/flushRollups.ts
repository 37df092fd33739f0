import type { Database } from '../../db/database.ts';
import { rollupsLockSql } from './rollupsLock.ts';

// Adds the differences the triggers recorded to the rollups: one account's, or every account's
// (null). The `analytics.flush` job does it every few seconds; a test or a page read may do it at
// once. Skipped while a rebuild runs (rollupsLock.ts).
export async function flushRollups(
  database: Pick<Database, 'query'>,
  accountId: string | null,
): Promise<void> {
  await database.query(
    `select analytics_flush($1) from (select pg_try_advisory_xact_lock_shared(${rollupsLockSql}) as free) l
     where l.free`,
    [accountId],
  );
}
