import type {
  AttachmentRef,
  LiveMessage,
  LiveMessageKey,
  MessageChoices,
  MessageSender,
  MessageTemplate,
} from '@prosa/contracts';
import {
  customerServiceWindowMs,
  defaultLiveMessages,
  humanAgentWindowMs,
  languages,
} from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import type { Db } from '../../../db/database.ts';
import { messages } from '../../../db/schema/index.ts';
import { toLiveMessage } from './toLiveMessage.ts';

export interface NewMessage {
  accountId: string;
  conversationId: string;
  clientMessageId: string;
  sender: MessageSender;
  authorId?: string | null;
  // Unset: a customer's message carries the conversation's customer name, any other none.
  authorName?: string;
  text: string;
  attachment?: AttachmentRef | null;
  // A bot's buttons or slider, which the widget shows as controls under the text.
  choices?: MessageChoices | null;
  // The WhatsApp template (HSM) it goes out as (the text is its body as the panel shows it).
  template?: MessageTemplate | null;
}

export interface AppendedMessage {
  message: LiveMessage;
  // The system notice stored just before it (`NoticeBefore`), when there was one.
  notice: LiveMessage | null;
  created: boolean;
  // The conversation as the message found it (its status before any change the message brings).
  conversation: { status: string; transshipment: string | null };
}

async function findByClientId(db: Db, accountId: string, conversationId: string, clientMessageId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.accountId, accountId),
        eq(messages.conversationId, conversationId),
        eq(messages.clientMessageId, clientMessageId),
      ),
    );
  return row ? toLiveMessage(row) : null;
}

// Which conversation row may take the message: the callers' checks, made in the storing statement.
export interface AppendCondition {
  // Only while this member attends it: its holder or one of its participants (group attendance).
  attendantId?: string;
  // Only while its status is one of these.
  statuses?: readonly string[];
  // Only this visitor's conversation, not archived, and only when the visitor never sent a message
  // with this clientMessageId in any of their conversations.
  visitor?: { botId: string; visitorId: string };
  // Only on webchat or within a provider channel's customer-service window at this instant (the
  // customer wrote less than 24 h before: packages/domain's customerServiceWindow).
  withinWindowAt?: Date;
}

// A customer message of the account's live settings, stored as a system message right before the
// message and in its statement, while the room is in one of `statuses` (the attendant's first answer
// follows `withAttendant`, as it happened). Its id names the room's current assignment, so it is said
// once per attendant however many messages race for it; only the room's own row decides, so the
// messages that find the room attended already pay nothing but the condition.
export interface NoticeBefore {
  key: LiveMessageKey;
  statuses: readonly string[];
}

// The notice's text in SQL: the account's own row over the defaults, in the conversation's language
// (one of ours, else pt-BR), as notifyCustomer reads it.
function noticeStatement(
  notice: NoticeBefore,
  accountId: string,
  now: string,
  param: (value: unknown) => string,
) {
  const language = `case when target.language = any(${param(languages)}::text[]) then target.language else 'pt-BR' end`;
  const key = param(notice.key);
  return `, notice as (
      insert into messages (id, account_id, conversation_id, seq, client_message_id, sender, author_id,
        author_name, text, statuses, created_at)
      select ${param(newId())}, ${param(accountId)}, target.id, target.last_seq + 1,
        'sys:' || ${key} || ':' || target.id || ':' || coalesce((extract(epoch from target.assigned_at) * 1000)::bigint, 0),
        'system', null, '',
        coalesce(settings.messages -> chosen.language ->> ${key}, ${param(JSON.stringify(defaultLiveMessages))}::jsonb -> chosen.language ->> ${key}),
        case when target.channel_id is null then '["sent"]'::jsonb else '["enqueued"]'::jsonb end,
        ${param(now)}::timestamptz
      from target cross join lateral (select ${language} as language) chosen
        left join live_settings settings on settings.account_id = ${param(accountId)}
      where target.status = any(${param(notice.statuses)}::text[])
      on conflict (conversation_id, client_message_id) do nothing
      returning id, seq, client_message_id, text, statuses, created_at
    )`;
}

// Raw text rather than the query builder: this is every chat message's statement, and building it
// through drizzle cost more of the server's CPU than the rest of the message (docs/performance.md).
function appendStatement(
  input: NewMessage,
  only: AppendCondition,
  now: string,
  values: unknown[],
  notice?: NoticeBefore,
) {
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions = [`id = ${param(input.conversationId)}`, `account_id = ${param(input.accountId)}`];
  if (only.attendantId !== undefined) {
    const attendantId = param(only.attendantId);
    conditions.push(
      `(attendant_id = ${attendantId} or participants @> jsonb_build_array(jsonb_build_object('id', ${attendantId}::text)))`,
    );
  }
  if (only.statuses) conditions.push(`status = any(${param(only.statuses)}::text[])`);
  if (only.withinWindowAt) {
    const opened = new Date(only.withinWindowAt.getTime() - customerServiceWindowMs).toISOString();
    // Messenger and Instagram channels whose Meta app has the Human Agent feature take a person's
    // answer for 7 days (sent with the HUMAN_AGENT tag: metaMessaging/buildMetaMessage).
    const humanOpened = new Date(only.withinWindowAt.getTime() - humanAgentWindowMs).toISOString();
    conditions.push(
      `(channel_id is null or last_customer_message_at > ${param(opened)}::timestamptz
        or (last_customer_message_at > ${param(humanOpened)}::timestamptz
          and channel_id in (select id from channels where config ->> 'humanAgent' = 'on')))`,
    );
  }
  if (only.visitor) {
    const botId = param(only.visitor.botId);
    const visitorId = param(only.visitor.visitorId);
    conditions.push(
      `bot_id = ${botId}`,
      `visitor_id = ${visitorId}`,
      'archived_at is null',
      `not exists (select 1 from messages m join conversations c on c.id = m.conversation_id
        where c.bot_id = ${botId} and c.visitor_id = ${visitorId}
        and m.client_message_id = ${param(input.clientMessageId)})`,
    );
  }
  const isCustomer = input.sender === 'customer';
  // A message to a provider channel is `enqueued` until the provider takes it (the worker adds
  // `sent`); on webchat it is sent once stored.
  const statuses = isCustomer
    ? `'["sent"]'::jsonb`
    : `case when target.channel_id is null then '["sent"]'::jsonb else '["enqueued"]'::jsonb end`;
  // What the customer sees (every message but their own) goes out through the conversation's
  // channel: queued in this same statement, so a crash after the store loses no send
  // (channels/outbound). Webchat conversations have no channel: the insert takes no row.
  const sent = notice
    ? '(select id, seq from notice union all select id, seq from stored) sent'
    : 'stored sent';
  const outbox = isCustomer
    ? ''
    : `, outboxed as (
      insert into channel_outbox (message_id, account_id, channel_id, conversation_id, seq, recipient)
      select sent.id, ${param(input.accountId)}, target.channel_id, target.id, sent.seq, target.visitor_id
      from ${sent}, target where target.channel_id is not null
    )`;
  const authorName =
    input.authorName !== undefined ? param(input.authorName) : isCustomer ? 'target.customer_name' : "''";
  const noticed = notice ? noticeStatement(notice, input.accountId, now, param) : '';
  // With a notice the message comes after it, and the room's last sequence counts both (the message
  // may be a repeat while the notice is new: a retry reaching the room's next attendant).
  const seq = notice ? 'target.last_seq + 1 + (select count(*) from notice)' : 'target.last_seq + 1';
  const numbered = notice
    ? `update conversations set last_seq = target.last_seq + (select count(*) from notice) + (select count(*) from stored),
        last_message_at = ${param(now)}::timestamptz
      from target where conversations.id = target.id
        and exists (select 1 from notice union all select 1 from stored)`
    : `update conversations set last_seq = stored.seq, last_message_at = stored.created_at
        ${isCustomer ? ', last_customer_message_at = stored.created_at' : ''}
      from stored where conversations.id = stored.conversation_id`;
  return `
    with target as (
      select id, last_seq, status, transshipment, customer_name, channel_id, visitor_id
        ${notice ? ', language, assigned_at' : ''}
      from conversations
      where ${conditions.join(' and ')}
      for update
    )${noticed}, stored as (
      insert into messages (id, account_id, conversation_id, seq, client_message_id, sender, author_id,
        author_name, text, attachment, choices, template, statuses, created_at)
      select ${param(newId())}, ${param(input.accountId)}, target.id, ${seq},
        ${param(input.clientMessageId)}, ${param(input.sender)}, ${param(input.authorId ?? null)},
        ${authorName}, ${param(input.text)},
        ${param(input.attachment ? JSON.stringify(input.attachment) : null)}::jsonb,
        ${param(input.choices ? JSON.stringify(input.choices) : null)}::jsonb,
        ${param(input.template ? JSON.stringify(input.template) : null)}::jsonb, ${statuses},
        ${param(now)}::timestamptz
      from target
      on conflict (conversation_id, client_message_id) do nothing
      returning id, conversation_id, seq, author_name, statuses, created_at
    ), numbered as (
      ${numbered}
    )${outbox}
    select target.status, target.transshipment, target.channel_id, stored.id, stored.seq, stored.author_name,
      stored.statuses${
        notice
          ? `, notice.id as notice_id, notice.seq as notice_seq, notice.client_message_id as notice_client_id,
      notice.text as notice_text, notice.statuses as notice_statuses`
          : ''
      }
    from target left join stored on true${notice ? ' left join notice on true' : ''}`;
}

interface AppendRow {
  status: string;
  transshipment: string | null;
  channel_id: string | null;
  id: string | null;
  seq: number | null;
  author_name: string;
  statuses: string[];
  notice_id?: string | null;
  notice_seq?: number | null;
  notice_client_id?: string | null;
  notice_text?: string | null;
  notice_statuses?: string[] | null;
}

// Stores a message with the conversation's next sequence and announces it once, in one statement
// (one round trip: this is every chat message's path). The conversation row is locked first, so
// concurrent senders take turns and sequences have no gaps; the sender's clientMessageId makes it
// idempotent: a repeat inserts nothing, moves no sequence, and answers the stored message without
// announcing it. Returns null when no conversation of the account meets `only`.
export async function appendMessage(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  input: NewMessage,
  only: AppendCondition = {},
  noticeBefore?: NoticeBefore,
): Promise<AppendedMessage | null> {
  const { database } = services;
  const now = services.clock.now().toISOString();
  const values: unknown[] = [];
  const text = appendStatement(input, only, now, values, noticeBefore);
  const [row] = (await database.query<AppendRow>(text, values, { prepare: true })).rows;
  if (!row) return null;
  const conversation = { status: row.status, transshipment: row.transshipment };
  const notice = row.notice_id ? noticeOf(input.conversationId, row, now) : null;
  if (notice) {
    services.events.emit('message.created', { accountId: input.accountId, message: notice });
    if (row.channel_id)
      services.events.emit('channel.outboxed', { accountId: input.accountId, channelId: row.channel_id });
  }
  if (row.id === null || row.seq === null) {
    const stored = await findByClientId(
      database.db,
      input.accountId,
      input.conversationId,
      input.clientMessageId,
    );
    return stored ? { message: stored, notice, created: false, conversation } : null;
  }
  const message: LiveMessage = {
    _id: row.id,
    conversationId: input.conversationId,
    seq: Number(row.seq),
    clientMessageId: input.clientMessageId,
    sender: input.sender,
    authorName: row.author_name,
    text: input.text,
    attachment: input.attachment ?? null,
    choices: input.choices ?? null,
    ...(input.template ? { template: input.template } : {}),
    statuses: row.statuses,
    createdAt: now,
  };
  services.events.emit('message.created', { accountId: input.accountId, message });
  if (row.channel_id && input.sender !== 'customer')
    services.events.emit('channel.outboxed', { accountId: input.accountId, channelId: row.channel_id });
  return { message, notice, created: true, conversation };
}

function noticeOf(conversationId: string, row: AppendRow, now: string): LiveMessage {
  return {
    _id: row.notice_id ?? '',
    conversationId,
    seq: Number(row.notice_seq),
    clientMessageId: row.notice_client_id ?? '',
    sender: 'system',
    authorName: '',
    text: row.notice_text ?? '',
    attachment: null,
    choices: null,
    statuses: row.notice_statuses ?? [],
    createdAt: now,
  };
}
