import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';
import { bots } from './live.ts';

// A chatbot's integration (spec core §3 "Integration"; issue 16). `webhook` is the one kind built:
// conversations are posted to `endpoint`, signed with the secret. `config` keeps the spec's other,
// non-secret fields for the kinds to come.
export const integrations = pgTable(
  'integrations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('webhook'),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    endpoint: text('endpoint').notNull(),
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    // `{ signingSecret }` sealed with the server's key (sealSecrets, like channel credentials);
    // shown once when generated, never returned again.
    sealedSecrets: text('sealed_secrets').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integrations_account_bot_idx').on(t.accountId, t.botId),
    uniqueIndex('integrations_bot_name_key').on(t.botId, t.name),
  ],
);
