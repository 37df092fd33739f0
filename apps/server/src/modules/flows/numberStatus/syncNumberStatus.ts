import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';

// Writes the number status a conversation's state implies (spec core.md §4) for its contact and
// channel, in one statement, after the live chat changed the room: with the bot → `bot`; queued
// or with an attendant → `live`; finished, not archived and not rated on a channel whose customer
// is shown the survey (the webchat widget, docs/decisions.md) → `live_satisfactionSurvey`;
// otherwise over → `no_conversation`. A block stays until someone lifts it, and an older
// conversation of the same customer (one archived after the visitor started another) never
// overwrites what the newer one set.
export async function syncNumberStatus(db: Db, accountId: string, conversationId: string) {
  await db.execute(sql`
    insert into contact_number_statuses (contact_id, channel, account_id, status, block_reason, updated_at)
    select c.contact_id, c.channel, c.account_id,
      case
        when c.status = 'bot' then 'bot'
        when c.status = 'finished' and c.archived_at is null and c.satisfaction is null
          and c.channel = 'webchat' then 'live_satisfactionSurvey'
        when c.status in ('finished', 'abandoned') or c.archived_at is not null then 'no_conversation'
        else 'live'
      end,
      null, now()
    from conversations c
    where c.id = ${conversationId} and c.account_id = ${accountId} and c.contact_id is not null
      and not exists (
        select 1 from conversations later
        where later.bot_id = c.bot_id and later.visitor_id = c.visitor_id
          and later.channel = c.channel and later.created_at > c.created_at
      )
    on conflict (contact_id, channel) do update
      set status = excluded.status, block_reason = null, updated_at = excluded.updated_at
      where contact_number_statuses.status <> 'blocked'`);
}
