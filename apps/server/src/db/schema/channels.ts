import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { bots, conversations, messages } from './live.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// A provider connection of an account (a WhatsApp number on the Cloud API, Twilio or Gupshup; part 2
// adds the other channels). Webchat needs no row: a chatbot's token is its webchat channel.
export const channels = pgTable(
  'channels',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    name: text('name').notNull(),
    // The chatbot that answers the channel's customers (its flows, then its live chat).
    botId: text('bot_id').references(() => bots.id, { onDelete: 'set null' }),
    // What the provider needs that is not secret: ids, base URLs, the API version.
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    // Tokens, app secrets, auth tokens and API keys, sealed with the server's key (sealSecrets); never
    // returned by the API.
    sealedSecrets: text('sealed_secrets').notNull(),
    // The provider's own name for the number (Cloud: phone number id; Twilio: the sender number;
    // Gupshup: the app): two channels, in any account, cannot share one (spec errors).
    instanceId: text('instance_id').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('channels_account_idx').on(t.accountId),
    uniqueIndex('channels_instance_key').on(t.type, t.provider, t.instanceId),
  ],
);

// Provider message ids already taken in: providers retry webhooks, and a retry must store nothing
// twice (the primary key decides a race between two deliveries of the same message).
export const channelInboundReceipts = pgTable(
  'channel_inbound_receipts',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    providerMessageId: text('provider_message_id').notNull(),
    receivedAt: createdAt(),
    // Inbound part (issue 14): the webhook answers once the verified event is recorded here, and
    // the event is processed after the answer. `event` (the normalised InboundEvent) is cleared
    // when processed; a row left unprocessed by a crash is taken over once `lockedUntil` passes
    // (the inbound sweep job), and given up after a few attempts.
    event: jsonb('event').$type<Record<string, unknown>>(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.providerMessageId] }),
    index('channel_inbound_receipts_pending_idx').on(t.lockedUntil).where(sql`${t.processedAt} is null`),
    // The purge of processed receipts past the providers' retry period (purgeInboundReceipts).
    index('channel_inbound_receipts_processed_idx')
      .on(t.processedAt)
      .where(sql`${t.processedAt} is not null`),
  ],
);

// A message on its way to a provider. Inserted by the statement that stores the message (so a crash
// between store and send loses nothing), sent by the delivery worker, which records the provider's
// id (so a retry never sends twice and statuses find the message).
export const channelOutbox = pgTable(
  'channel_outbox',
  {
    messageId: text('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // The message's sequence: a conversation's messages go out one after the other in this order.
    seq: integer('seq').notNull(),
    // The customer as the provider knows them (a WhatsApp number in E.164 digits).
    recipient: text('recipient').notNull(),
    // pending → sending → sent | failed (a transient error puts it back to pending, later).
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A worker's claim; one that died mid-send is taken over after it.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    // The spec's WhatsApp delivery code (campaigns §8) of a permanent failure.
    errorCode: text('error_code'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('channel_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    // Claims taken by a worker that died, found once their lease ends.
    index('channel_outbox_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'sending'`),
    // What of a conversation has not gone out yet: only its first may be claimed (order).
    index('channel_outbox_unsent_idx')
      .on(t.conversationId, t.seq)
      .where(sql`${t.state} in ('pending', 'sending')`),
    uniqueIndex('channel_outbox_provider_key').on(t.channelId, t.providerMessageId),
  ],
);
