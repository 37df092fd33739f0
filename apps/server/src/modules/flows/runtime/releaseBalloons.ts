import type { LiveMessage, MessageChoices } from '@prosa/contracts';
import type { AppServices } from '../../../app/services.ts';

export interface ReleasedRow {
  id: string | null;
  seq: number | null;
  client_message_id: string | null;
  author_name: string | null;
  text: string | null;
  choices: MessageChoices | null;
  statuses: string[] | null;
  // The conversation's provider channel (null: webchat), whose worker the stored balloons wake.
  channel_id: string | null;
}

// The common end of the statements that move bot balloons into `messages` (storeFlowTurn,
// deliverDueBalloons), after a `target` CTE that locked the conversation row (id, last_seq): the
// conversation's waiting balloons that are due are deleted from `flow_balloons` and stored in
// their `position` order, then `extra` (the turn's own balloons due at once: message_id,
// client_message_id, author_name, text, choices, media, rank), numbered after the last sequence. The
// delete is the claim: of two releases racing, the one that waited for the row lock finds the rows
// gone and stores nothing; a message already stored under its clientMessageId is skipped.
// On a provider channel's conversation (`target` also has channel_id and visitor_id) the stored
// balloons are queued for sending in the same statement (channels/outbound), `enqueued` until the
// provider takes them.
// Defines `stored`, `released_seq` and `outboxed`.
export function releaseBalloonsSql(params: {
  conversation: string;
  account: string;
  now: string;
  extra?: string;
}) {
  const { conversation, account, now } = params;
  return `due as (
      delete from flow_balloons
      where conversation_id = (select id from target) and due_at <= ${now}::timestamptz
      returning message_id, client_message_id, author_name, text, choices, media, position
    ), released as (
      select message_id, client_message_id, author_name, text, choices, media, 0 as batch, position as rank from due
      ${params.extra ? `union all select message_id, client_message_id, author_name, text, choices, media, 1, rank from (${params.extra}) as extra` : ''}
    ), fresh as (
      select released.*, row_number() over (order by batch, rank) as n from released
      where not exists (select 1 from messages m
        where m.conversation_id = ${conversation} and m.client_message_id = released.client_message_id)
    ), stored as (
      insert into messages (id, account_id, conversation_id, seq, client_message_id, sender, author_id,
        author_name, text, attachment, choices, media, statuses, created_at)
      select fresh.message_id, ${account}, target.id, target.last_seq + fresh.n, fresh.client_message_id, 'bot',
        null, fresh.author_name, fresh.text, null, fresh.choices, fresh.media,
        case when target.channel_id is null then '["sent"]'::jsonb else '["enqueued"]'::jsonb end,
        ${now}::timestamptz
      from target, fresh
      on conflict (conversation_id, client_message_id) do nothing
      returning id, seq, client_message_id, author_name, text, choices, statuses
    ), released_seq as (
      select max(seq) as seq from stored
    ), outboxed as (
      insert into channel_outbox (message_id, account_id, channel_id, conversation_id, seq, recipient)
      select stored.id, ${account}, target.channel_id, target.id, stored.seq, target.visitor_id
      from stored, target where target.channel_id is not null
    )`;
}

// Announces each stored balloon once, in sequence order, and answers them as live messages.
export function announceReleased(
  services: Pick<AppServices, 'events'>,
  input: { accountId: string; conversationId: string; now: string },
  rows: readonly ReleasedRow[],
): LiveMessage[] {
  const messages = rows
    .filter((row) => row.id !== null && row.seq !== null)
    .map(
      (row): LiveMessage => ({
        _id: row.id ?? '',
        conversationId: input.conversationId,
        seq: Number(row.seq),
        clientMessageId: row.client_message_id ?? '',
        sender: 'bot',
        authorName: row.author_name ?? '',
        text: row.text ?? '',
        attachment: null,
        choices: row.choices ?? null,
        statuses: row.statuses ?? ['sent'],
        createdAt: input.now,
      }),
    )
    .sort((a, b) => a.seq - b.seq);
  for (const message of messages)
    services.events.emit('message.created', { accountId: input.accountId, message });
  const channelId = rows[0]?.channel_id;
  if (channelId && messages.length > 0)
    services.events.emit('channel.outboxed', { accountId: input.accountId, channelId });
  return messages;
}
