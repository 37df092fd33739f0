import { groupCommit } from '../../app/groupCommit.ts';
import { perDatabase } from '../../app/perDatabase.ts';
import type { Database } from '../../db/database.ts';

export interface RecipientProgress {
  channelId: string;
  accountId: string;
  providerMessageId: string;
  // Ours, echoed by the provider ('' when it is not).
  messageId: string;
  status: 'sent' | 'delivered' | 'read';
  at: string;
}

// How far a recipient got, in order; a status never takes it back (a late `sent` after `read`).
const progressing = ['waiting', 'sent', 'delivered', 'read'];

// The statuses of the moment in one statement (groupCommit: those that arrive while one runs wait
// for the next, two at most per process and database), each recipient found as a status alone
// finds it (the channel's, by the provider's id or ours). A recipient named twice in one statement
// (its sent and its delivered) is moved once, by its furthest status, with each moment kept as the
// statuses one by one would: sent_at the first one's, delivered_at the earliest delivered (else the
// read's: a read message was delivered by then), read_at the earliest read. Answers, per status,
// whether it named a recipient of its channel. The statuses go as arrays, as the sends' do
// (recordSendsTogether.ts): the planner then joins them to recipients by key.
async function recordProgress(database: Database, batch: RecipientProgress[]) {
  const column = <K extends keyof RecipientProgress>(key: K) => batch.map((item) => item[key]);
  const { rows: found } = await database.query<{ i: number }>(
    `with x as (
       select * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
         with ordinality as x(channel_id, account_id, provider_message_id, message_id, status, at, i)
     ), found as (
       select x.i, x.status, x.at, x.provider_message_id, f.id from x cross join lateral (
         select r.id from broadcast_recipients r
         where r.channel_id = x.channel_id and r.account_id = x.account_id
           and (r.provider_message_id = x.provider_message_id or r.id = x.message_id)
         limit 1
       ) f
     ), g as (
       select id, max(array_position($1::text[], status)) as rank, min(at) as first_at,
         min(at) filter (where status = 'delivered') as delivered_at,
         min(at) filter (where status = 'read') as read_at,
         min(provider_message_id) as provider_message_id
       from found group by id
     ), moved as (
       update broadcast_recipients r set
         state = case when array_position($1::text[], r.state) < g.rank then ($1::text[])[g.rank] else r.state end,
         locked_until = null,
         provider_message_id = coalesce(r.provider_message_id, g.provider_message_id),
         sent_at = coalesce(r.sent_at, g.first_at),
         delivered_at = coalesce(least(r.delivered_at, g.delivered_at), g.read_at),
         read_at = least(r.read_at, g.read_at)
       from g where r.id = g.id and r.state = any($1::text[])
       returning 1
     )
     select i from found`,
    [
      progressing,
      column('channelId'),
      column('accountId'),
      column('providerMessageId'),
      column('messageId'),
      column('status'),
      column('at'),
    ],
  );
  // Ordinality counts from 1.
  const named = new Set(found.map((row) => Number(row.i) - 1));
  return batch.map((_, i) => named.has(i));
}

export const recipientProgressOf = perDatabase((database: Database) =>
  groupCommit((batch: RecipientProgress[]) => recordProgress(database, batch), {
    maxItems: 200,
    maxRunning: 1,
    aloneOnError: true,
  }),
);
