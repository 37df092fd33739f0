import type { BalloonMedia, LiveMessage, MessageChoices } from '@prosa/contracts';
import type { FlowCursor } from '@prosa/flow-engine';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { announceReleased, type ReleasedRow, releaseBalloonsSql } from './releaseBalloons.ts';

export interface BotBalloon {
  clientMessageId: string;
  text: string;
  choices?: MessageChoices | null;
  // An image, video or document balloon's media (mediaOf), sent as media where the channel can.
  media?: BalloonMedia | null;
  // When it appears, in ms after the turn's balloons may start (0 or unset: at once). Each is at or
  // after the one before.
  dueMs?: number;
}

export interface FlowTurnWrite {
  accountId: string;
  conversationId: string;
  // The cursor the turn read (null: none yet) and the one it reached.
  previous: FlowCursor | null;
  cursor: FlowCursor;
  // What the bot collected, when the turn changed it.
  collected: Record<string, string> | null;
  authorName: string;
  // The turn's balloons, in order.
  balloons: readonly BotBalloon[];
}

export interface StoredFlowTurn {
  // The balloons stored now (an earlier turn's that came due, then this turn's due at once).
  messages: LiveMessage[];
  // When the conversation's next waiting balloon is due (null: none waits).
  nextDueAt: Date | null;
}

interface StoredRow extends ReleasedRow {
  turn_stored: number;
  next_due: string | Date | null;
}

// Everything a flow turn writes, in one statement and so one round trip and one commit (this runs
// on every inbound message of a bot conversation; docs/performance.md): the cursor, the collected
// data and the turn's balloons. The cursor is written only over the one the turn read, so of two
// turns racing on one conversation in different processes exactly one is stored, and the loser
// writes no data and no balloon either. The conversation row is locked before the balloons are
// numbered, as appendMessage does, so they take consecutive sequences among other senders'.
// Balloons with an appearance time wait in `flow_balloons`, written in the same commit (a crash
// loses none); the turn's balloons start after the last one already waiting, so a conversation's
// balloons keep their order whoever said them. Each stored balloon is announced once, in order.
// Null when another turn won (or the conversation is not the account's): run the turn again on
// the winner's cursor.
export async function storeFlowTurn(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  input: FlowTurnWrite,
): Promise<StoredFlowTurn | null> {
  const now = services.clock.now().toISOString();
  const values: unknown[] = [
    input.conversationId,
    input.accountId,
    JSON.stringify(input.cursor),
    now,
    input.collected ? JSON.stringify(input.collected) : null,
    input.authorName,
  ];
  const param = (value: unknown) => `$${values.push(value)}`;
  const writeCursor = input.previous
    ? `update flow_cursors set cursor = $3::jsonb, updated_at = now()
       where conversation_id = $1 and account_id = $2 and cursor = ${param(JSON.stringify(input.previous))}::jsonb
       returning conversation_id`
    : `insert into flow_cursors (conversation_id, account_id, cursor)
       select $1, $2, $3::jsonb where exists (select 1 from conversations where id = $1 and account_id = $2)
       on conflict (conversation_id) do nothing returning conversation_id`;
  const release = releaseBalloonsSql({
    conversation: '$1',
    account: '$2',
    now: '$4',
    extra: `select message_id, client_message_id, $6::text as author_name, text, choices, media, ordinal as rank
      from timed where due_at <= $4::timestamptz`,
  });
  const { rows } = await services.database.query<StoredRow>(
    `with stored_cursor as (${writeCursor}
    ), target as (
      select id, last_seq, channel_id, visitor_id from conversations
      where id = $1 and account_id = $2 and exists (select 1 from stored_cursor)
      for update
    ), waiting as (
      select max(due_at) as last_due from flow_balloons where conversation_id = $1
    ), ${incomingSql(input.balloons, param)}, timed as (
      select incoming.*, greatest($4::timestamptz, waiting.last_due) + incoming.due_ms * interval '1 millisecond' as due_at
      from incoming, waiting
    ), queued as (
      insert into flow_balloons (conversation_id, account_id, message_id, client_message_id, author_name, text,
        choices, media, due_at)
      select target.id, $2, timed.message_id, timed.client_message_id, $6, timed.text, timed.choices, timed.media,
        timed.due_at
      from target, timed where timed.due_at > $4::timestamptz
      order by timed.ordinal
      returning due_at
    ), ${release}, turned as (
      update conversations set collected = coalesce($5::jsonb, collected),
        last_seq = coalesce((select seq from released_seq), last_seq),
        last_message_at = case when exists (select 1 from stored) then $4::timestamptz else last_message_at end
      where id = (select id from target) and ($5::jsonb is not null or exists (select 1 from stored))
    )
    select (select count(*)::int from stored_cursor) as turn_stored,
      least((select min(due_at) from queued),
        (select min(due_at) from flow_balloons where conversation_id = $1 and due_at > $4::timestamptz)) as next_due,
      (select channel_id from target) as channel_id,
      stored.id, stored.seq, stored.client_message_id, stored.author_name, stored.text, stored.choices,
      stored.statuses
    from (select 1) as one left join stored on true order by stored.seq`,
    values,
    { prepare: true },
  );
  if (rows[0]?.turn_stored !== 1) return null;
  const nextDue = rows[0]?.next_due;
  return {
    messages: announceReleased(services, { ...input, now }, rows),
    nextDueAt: nextDue ? new Date(nextDue) : null,
  };
}

// `incoming`: the turn's balloons in order, each with its new message id; an empty set when the
// turn has none.
function incomingSql(balloons: readonly BotBalloon[], param: (value: unknown) => string) {
  const columns = '(ordinal, message_id, client_message_id, text, choices, media, due_ms)';
  if (balloons.length === 0)
    return `incoming ${columns} as (select 0, null::text, null::text, null::text, null::jsonb, null::jsonb, 0 where false)`;
  const rows = balloons.map(
    (balloon, index) =>
      `(${index}, ${param(newId())}::text, ${param(balloon.clientMessageId)}::text, ${param(balloon.text)}::text, ${param(
        balloon.choices ? JSON.stringify(balloon.choices) : null,
      )}::jsonb, ${param(balloon.media ? JSON.stringify(balloon.media) : null)}::jsonb, ${param(balloon.dueMs ?? 0)}::int)`,
  );
  return `incoming ${columns} as (values ${rows.join(', ')})`;
}
