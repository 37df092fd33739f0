import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';

// Issue 14, HSM from live chat: a WhatsApp channel's templates as its provider last listed them
// (adapterFor(...).listTemplates); the live chat's picker reads them, the send checks against them.
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    quality: text('quality'),
    body: text('body').notNull(),
    variables: integer('variables').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.name, t.language] })],
);
