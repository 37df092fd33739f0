import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bots } from './live.ts';

// The widget's secret per visitor: the visitor id is public (panel lists show it), the secret is
// what the handshake proves. Only its SHA-256 is kept, like a session token's.
export const webchatVisitorSecrets = pgTable(
  'webchat_visitor_secrets',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.visitorId] })],
);
