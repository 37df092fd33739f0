import type { LiveMessage, MessageChoices } from '@prosa/contracts';
import type { FlowCursor } from '@prosa/flow-engine';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';

export interface BotBalloon {
  clientMessageId: string;
  text: string;
  choices?: MessageChoices | null;
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
  // The balloons due at once, in order.
  balloons: readonly BotBalloon[];
}

interface StoredRow {
  turn_stored: number;
  id: string | null;
  seq: number | null;
  client_message_id: string | null;
}

// Everything a flow turn writes, in one statement and so one round trip and one commit (this runs
// on every inbound message of a bot conversation; docs/performance.md): the cursor, the collected
// data and the turn's balloons. The cursor is written only over the one the turn read, so of two
// turns racing on one conversation in different processes exactly one is stored, and the loser
// writes no data and no balloon either. The conversation row is locked before the balloons are
// numbered, as appendMessage does, so they take consecutive sequences among other senders';
// balloons whose clientMessageId is already stored are left out before numbering. Each stored
// balloon is announced once, in order. Null when another turn won (or the conversation is not the
// account's): run the turn again on the winner's cursor.
export async function storeFlowTurn(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  input: FlowTurnWrite,
): Promise<LiveMessage[] | null> {
  const now = services.clock.now().toISOString();
  const values: unknown[] = [
    input.conversationId,
    input.accountId,
    JSON.stringify(input.cursor),
    now,
    input.collected ? JSON.stringify(input.collected) : null,
  ];
  const param = (value: unknown) => `$${values.push(value)}`;
  const writeCursor = input.previous
    ? `update flow_cursors set cursor = $3::jsonb, updated_at = now()
       where conversation_id = $1 and account_id = $2 and cursor = ${param(JSON.stringify(input.previous))}::jsonb
       returning conversation_id`
    : `insert into flow_cursors (conversation_id, account_id, cursor)
       select $1, $2, $3::jsonb where exists (select 1 from conversations where id = $1 and account_id = $2)
       on conflict (conversation_id) do nothing returning conversation_id`;
  const { rows } = await services.database.query<StoredRow>(
    `with stored_cursor as (${writeCursor}
    ), target as (
      select id, last_seq from conversations
      where id = $1 and account_id = $2 and exists (select 1 from stored_cursor)
      for update
    ), ${storeBalloons(input, param)}, turned as (
      update conversations set collected = coalesce($5::jsonb, collected),
        last_seq = coalesce((select max(seq) from stored), last_seq),
        last_message_at = case when exists (select 1 from stored) then $4::timestamptz else last_message_at end
      where id = (select id from target) and ($5::jsonb is not null or exists (select 1 from stored))
    )
    select (select count(*)::int from stored_cursor) as turn_stored, stored.id, stored.seq, stored.client_message_id
    from (select 1) as one left join stored on true order by stored.seq`,
    values,
    { prepare: true },
  );
  if (rows[0]?.turn_stored !== 1) return null;
  const byClientId = new Map(input.balloons.map((balloon) => [balloon.clientMessageId, balloon]));
  return rows.flatMap((row) => {
    if (row.id === null || row.client_message_id === null) return [];
    const balloon = byClientId.get(row.client_message_id);
    const message: LiveMessage = {
      _id: row.id,
      conversationId: input.conversationId,
      seq: Number(row.seq),
      clientMessageId: row.client_message_id,
      sender: 'bot',
      authorName: input.authorName,
      text: balloon?.text ?? '',
      attachment: null,
      choices: balloon?.choices ?? null,
      statuses: ['sent'],
      createdAt: now,
    };
    services.events.emit('message.created', { accountId: input.accountId, message });
    return [message];
  });
}

// `stored`: the balloons inserted into the locked conversation (`target`), numbered after its last
// sequence; an empty set when the turn has none.
function storeBalloons({ balloons, authorName }: FlowTurnWrite, param: (value: unknown) => string) {
  if (balloons.length === 0)
    return 'stored as (select null::text as id, null::int as seq, null::text as client_message_id where false)';
  const rows = balloons.map(
    (balloon, index) =>
      `(${index}, ${param(newId())}, ${param(balloon.clientMessageId)}, ${param(balloon.text)}, ${param(
        balloon.choices ? JSON.stringify(balloon.choices) : null,
      )}::jsonb)`,
  );
  const author = param(authorName);
  return `incoming (ord, id, client_message_id, text, choices) as (values ${rows.join(', ')}
    ), fresh as (
      select incoming.*, row_number() over (order by ord) as n from incoming
      where not exists (select 1 from messages m
        where m.conversation_id = $1 and m.client_message_id = incoming.client_message_id)
    ), stored as (
      insert into messages (id, account_id, conversation_id, seq, client_message_id, sender, author_id,
        author_name, text, attachment, choices, statuses, created_at)
      select fresh.id, $2, target.id, target.last_seq + fresh.n, fresh.client_message_id, 'bot', null,
        ${author}, fresh.text, null, fresh.choices, '["sent"]'::jsonb, $4::timestamptz
      from target, fresh
      on conflict (conversation_id, client_message_id) do nothing
      returning id, seq, client_message_id
    )`;
}
