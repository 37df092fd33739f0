import type { AppServices } from '../../../app/services.ts';
import { announceReleased, type ReleasedRow, releaseBalloonsSql } from './releaseBalloons.ts';

interface DeliveredRow extends ReleasedRow {
  account_id: string | null;
  next_due: string | Date | null;
}

// Stores a conversation's waiting balloons that are due, in their order, in one statement: an
// in-process timer, a fallback job and a retry after a crash all call this, and whichever comes
// second finds nothing left (the delete in `releaseBalloonsSql` is the claim). Answers when the
// next waiting balloon is due (null: none waits).
export async function deliverDueBalloons(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  conversationId: string,
): Promise<Date | null> {
  const now = services.clock.now().toISOString();
  const { rows } = await services.database.query<DeliveredRow>(
    `with target as (
      select id, account_id, last_seq, channel_id, visitor_id from conversations where id = $1 for update
    ), ${releaseBalloonsSql({ conversation: '$1', account: '(select account_id from target)', now: '$2' })},
    turned as (
      update conversations set last_seq = (select seq from released_seq), last_message_at = $2::timestamptz
      where id = (select id from target) and exists (select 1 from stored)
    )
    select (select account_id from target) as account_id, (select channel_id from target) as channel_id,
      (select min(due_at) from flow_balloons where conversation_id = $1 and due_at > $2::timestamptz) as next_due,
      stored.id, stored.seq, stored.client_message_id, stored.author_name, stored.text, stored.choices,
      stored.statuses
    from (select 1) as one left join stored on true order by stored.seq`,
    [conversationId, now],
    { prepare: true },
  );
  const first = rows[0];
  if (!first?.account_id) return null;
  announceReleased(services, { accountId: first.account_id, conversationId, now }, rows);
  return first.next_due ? new Date(first.next_due) : null;
}
