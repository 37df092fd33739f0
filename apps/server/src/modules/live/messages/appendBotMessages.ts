import type { LiveMessage, MessageChoices } from '@prosa/contracts';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';

export interface BotBalloon {
  clientMessageId: string;
  text: string;
  choices?: MessageChoices | null;
}

interface StoredRow {
  id: string;
  seq: number;
  client_message_id: string;
}

// A chatbot's balloons of one turn, stored in order with consecutive sequences in one statement
// (a flow answer is two balloons on average, and each round trip adds to the step's latency). The
// conversation row is locked first, as appendMessage does, so they never interleave with another
// sender's message; balloons whose clientMessageId is already stored are left out before
// numbering, so a repeated turn stores nothing and moves no sequence. Each stored balloon is
// announced once, in order. Returns them; none when the conversation is not the account's.
export async function appendBotMessages(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  input: { accountId: string; conversationId: string; authorName: string; balloons: readonly BotBalloon[] },
): Promise<LiveMessage[]> {
  if (input.balloons.length === 0) return [];
  const now = services.clock.now().toISOString();
  const values: unknown[] = [input.conversationId, input.accountId, input.authorName, now];
  const param = (value: unknown) => `$${values.push(value)}`;
  const rows = input.balloons.map(
    (balloon, index) =>
      `(${index}, ${param(newId())}, ${param(balloon.clientMessageId)}, ${param(balloon.text)}, ${param(
        balloon.choices ? JSON.stringify(balloon.choices) : null,
      )}::jsonb)`,
  );
  const statement = `
    with target as (
      select id, last_seq from conversations where id = $1 and account_id = $2 for update
    ), incoming (ord, id, client_message_id, text, choices) as (
      values ${rows.join(', ')}
    ), fresh as (
      select incoming.*, row_number() over (order by ord) as n from incoming
      where not exists (select 1 from messages m
        where m.conversation_id = $1 and m.client_message_id = incoming.client_message_id)
    ), stored as (
      insert into messages (id, account_id, conversation_id, seq, client_message_id, sender, author_id,
        author_name, text, attachment, choices, statuses, created_at)
      select fresh.id, $2, target.id, target.last_seq + fresh.n, fresh.client_message_id, 'bot', null,
        $3, fresh.text, null, fresh.choices, '["sent"]'::jsonb, $4::timestamptz
      from target, fresh
      on conflict (conversation_id, client_message_id) do nothing
      returning id, seq, client_message_id
    ), numbered as (
      update conversations set last_seq = (select max(seq) from stored), last_message_at = $4::timestamptz
      where id = (select id from target) and exists (select 1 from stored)
    )
    select id, seq, client_message_id from stored order by seq`;
  const stored = (await services.database.query<StoredRow>(statement, values)).rows;
  const byClientId = new Map(input.balloons.map((balloon) => [balloon.clientMessageId, balloon]));
  return stored.map((row) => {
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
    return message;
  });
}
