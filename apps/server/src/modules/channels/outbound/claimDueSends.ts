import type { Database } from '../../../db/database.ts';

export interface ClaimedSend {
  messageId: string;
  accountId: string;
  channelId: string;
  conversationId: string;
  seq: number;
  recipient: string;
  // Counting this one.
  attempts: number;
  createdAt: Date;
}

interface ClaimRow {
  message_id: string;
  account_id: string;
  channel_id: string;
  conversation_id: string;
  seq: number;
  recipient: string;
  attempts: number;
  created_at: string | Date;
}

// Takes up to `limit` sends that are due — pending and past their next attempt, or claimed by a
// worker whose lease ran out (it died) — and marks them `sending` until `leaseUntil`, committed
// before any provider call, so two workers (two processes) never hold one send at once. Only the
// first unsent message of each conversation may go: the next waits until it is sent or failed, so a
// customer reads them in order (a retry waiting its backoff holds the ones behind it). Rows another
// worker is claiming are skipped, not waited for. `skipChannels`: channels this worker already
// holds enough sends of (its pacing would only make them wait).
// A row's first attempt is due at the database's now() of the statement that stored it, in
// microseconds; our clock has milliseconds. A claim woken in that same millisecond compared
// 12.123 with 12.123456 and left the row to the next poll (60 s in a test, 1 s by default):
// due means due by the millisecond.
export async function claimDueSends(
  database: Database,
  input: { now: Date; leaseUntil: Date; limit: number; skipChannels: string[] },
): Promise<ClaimedSend[]> {
  const { rows } = await database.query<ClaimRow>(
    `with due as (
      select o.message_id from channel_outbox o
      where ((o.state = 'pending' and o.next_attempt_at < $1::timestamptz + interval '1 millisecond')
          or (o.state = 'sending' and o.locked_until <= $1::timestamptz))
        and not (o.channel_id = any($4::text[]))
        and not exists (select 1 from channel_outbox e
          where e.conversation_id = o.conversation_id and e.state in ('pending', 'sending') and e.seq < o.seq)
      order by o.next_attempt_at, o.seq
      limit $3
      for update skip locked
    )
    update channel_outbox o set state = 'sending', locked_until = $2::timestamptz, attempts = o.attempts + 1
    from due where o.message_id = due.message_id
    returning o.message_id, o.account_id, o.channel_id, o.conversation_id, o.seq, o.recipient, o.attempts,
      o.created_at`,
    [input.now.toISOString(), input.leaseUntil.toISOString(), input.limit, input.skipChannels],
    { prepare: true },
  );
  return rows
    .map((row) => ({
      messageId: row.message_id,
      accountId: row.account_id,
      channelId: row.channel_id,
      conversationId: row.conversation_id,
      seq: Number(row.seq),
      recipient: row.recipient,
      attempts: Number(row.attempts),
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.seq - b.seq);
}
