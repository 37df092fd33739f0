import type {
  BroadcastDispatchStatus,
  BroadcastRecipientState,
  BroadcastTemplateCategory,
  BroadcastTemplateStatus,
  DispatchAudienceInput,
} from '@prosa/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { accounts, users } from './identity.ts';

// Issue 18, broadcast templates (the spec's "models", campaigns §3): per channel; a WhatsApp one is
// submitted to the channel's provider, whose id and status (§4) and quality come back by webhook and
// by the periodic sync.
export const broadcastTemplates = pgTable(
  'broadcast_templates',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category').$type<BroadcastTemplateCategory>().notNull(),
    language: text('language').notNull(),
    // With {{1}}, {{2}}… variables.
    body: text('body').notNull(),
    header: jsonb('header').$type<{ kind: 'text' | 'image' | 'video' | 'document'; value: string } | null>(),
    buttons: jsonb('buttons')
      .$type<Array<{ kind: 'reply' | 'url' | 'phone'; text: string; value?: string }>>()
      .notNull()
      .default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    observations: text('observations').notNull().default(''),
    // E-mail templates: the subject and the HTML with its text part.
    emailSubject: text('email_subject'),
    emailHtml: text('email_html'),
    emailText: text('email_text'),
    status: text('status').$type<BroadcastTemplateStatus>().notNull(),
    quality: text('quality').$type<'warning' | 'blocked' | null>(),
    providerTemplateId: text('provider_template_id'),
    // Why the provider refused it, as it said.
    rejectedReason: text('rejected_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A deleted template keeps its row (a dispatch names it); a new one may take its name again.
    uniqueIndex('broadcast_templates_name_idx')
      .on(t.channelId, t.name, t.language)
      .where(sql`${t.status} <> 'deleted'`),
    index('broadcast_templates_account_idx').on(t.accountId, t.createdAt),
  ],
);

export const broadcastDispatches = pgTable(
  'broadcast_dispatches',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // A draft may have neither yet (campaigns §5: a draft needs a name and lists).
    channelId: text('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    templateId: text('template_id').references(() => broadcastTemplates.id),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    // The template's {{n}} values, in order; a recipient's name fills "{name}" in them.
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    // The line of the channel's chatbot flow a recipient's reply starts at (null: its first line).
    flowIndex: integer('flow_index'),
    // An e-mail dispatch's sender (an allowed address of a verified sending domain), its name and
    // where answers go (migration 0040).
    senderName: text('sender_name'),
    senderAddress: text('sender_address'),
    replyTo: text('reply_to'),
    status: text('status').$type<BroadcastDispatchStatus>().notNull(),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // When a member stopped it (migration 0046): no recipient is claimed after it, and those still
    // waiting end `notSent` with the reason `stopped`.
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What a draft, a ready or a recurring dispatch will read its audience from when it is sent
    // (a sent one's recipients are its rows).
    audience: jsonb('audience').$type<DispatchAudienceInput | null>(),
    // A recurring dispatch: its 5-field cron in the account's time zone and its next occurrence.
    cron: text('cron'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    // One run of a recurring dispatch: the dispatch it recurs from and the occurrence it is.
    parentId: text('parent_id').references((): AnyPgColumn => broadcastDispatches.id, {
      onDelete: 'set null',
    }),
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true }),
  },
  (t) => [
    index('broadcast_dispatches_account_idx').on(t.accountId, t.createdAt),
    index('broadcast_dispatches_due_idx').on(t.status, t.scheduleAt),
    // Each occurrence of a recurring dispatch runs once, whichever process gets there.
    uniqueIndex('broadcast_dispatches_occurrence_idx').on(t.parentId, t.occurrenceAt),
    index('broadcast_dispatches_recurring_idx').on(t.nextRunAt).where(sql`${t.cron} is not null`),
  ],
);

// One row per (dispatch, recipient), stored with the dispatch before anything is sent: the engine
// claims rows, never recipients, so nothing is sent twice nor forgotten.
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    id: text('id').primaryKey(),
    dispatchId: text('dispatch_id')
      .notNull()
      .references(() => broadcastDispatches.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    channelId: text('channel_id').notNull(),
    name: text('name').notNull(),
    // E.164 digits, no '+' (null for an e-mail dispatch's recipient).
    phone: text('phone'),
    // An e-mail dispatch's recipient, lower-cased (migration 0040).
    email: text('email'),
    state: text('state').$type<BroadcastRecipientState>().notNull().default('waiting'),
    // Why it was not sent (optedOut, blocked) or the delivery code it failed with (campaigns §8).
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // When the provider said it reached the device, was read, or failed: the statistics count each
    // at the minute it happened.
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    // The recipient's reply opened this conversation (started by broadcast, with reply).
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    conversationId: text('conversation_id'),
    // An e-mail's first open (its tracking pixel) and first click (a tracked link).
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broadcast_recipients_phone_idx').on(t.dispatchId, t.phone),
    // A customer's first message looks for the latest broadcast it answers on its channel.
    index('broadcast_recipients_reply_idx').on(t.channelId, t.phone, t.sentAt),
    index('broadcast_recipients_due_idx').on(t.dispatchId, t.state, t.nextAttemptAt, t.id),
    index('broadcast_recipients_provider_idx').on(t.channelId, t.providerMessageId),
    uniqueIndex('broadcast_recipients_email_idx')
      .on(t.dispatchId, t.email)
      .where(sql`${t.email} is not null`),
    // An unsubscribe finds the latest e-mail of the channel to that address.
    index('broadcast_recipients_email_sent_idx').on(t.channelId, t.email, t.sentAt),
  ],
);
