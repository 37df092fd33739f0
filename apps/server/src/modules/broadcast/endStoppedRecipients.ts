import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Tx } from './createDispatch.ts';

// A stopped dispatch's recipients still waiting, and not held by a worker's live claim, end
// `notSent` with the reason `stopped`. Answers whether any is still held (a worker is sending it,
// or its claim has not lapsed yet): that one is the worker's, or the next job's once it lapses.
// Nothing happens to a dispatch that was not stopped.
export async function endStoppedRecipients(db: Db | Tx, dispatchId: string, now: Date) {
  const at = now.toISOString();
  const result = await db.execute(
    sql`with stopped as (
        select id from broadcast_dispatches where id = ${dispatchId} and stopped_at is not null
      ), ended as (
        update broadcast_recipients r set state = 'notSent', reason = 'stopped', locked_until = null
        from stopped
        where r.dispatch_id = stopped.id and r.state = 'waiting'
          and (r.locked_until is null or r.locked_until <= ${at}::timestamptz)
        returning r.id
      )
      select count(*) as held from broadcast_recipients r, stopped
      where r.dispatch_id = stopped.id and r.state = 'waiting'
        and r.locked_until > ${at}::timestamptz`,
  );
  const [row] = (result as unknown as { rows: Array<{ held: number | string }> }).rows;
  return Number(row?.held ?? 0) > 0;
}
