import type { ContactConversationList, RoomStatusName } from '@prosa/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { conversations } from '../../../db/schema/index.ts';
import { conversationReachSql } from './conversationReachSql.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';

// The side panel lists this many, newest first: a contact's history beyond is the CRM timeline's.
export const contactConversationsLimit = 50;

// The open room's contact's other conversations, for the side panel. The room itself must be one
// the caller may see (else it answers like one that does not exist); each other conversation is
// marked openable by the live lists' own view rule (conversationReachSql), and one the caller may
// not open keeps only its start, channel and status: no id, no protocol.
export async function listContactConversations(
  services: LiveServices,
  actor: LiveActor,
  id: string,
): Promise<ContactConversationList> {
  const { db } = services.database;
  const { viewer, conversation } = await findVisibleConversation(db, actor.accountId, actor.userId, id);
  if (!conversation.contactId) return { items: [] };
  const reach = conversationReachSql(viewer);
  const rows = await db
    .select({
      id: conversations.id,
      protocol: conversations.protocol,
      channel: conversations.channel,
      status: conversations.status,
      createdAt: conversations.createdAt,
      canOpen: reach ? sql<boolean>`coalesce((${reach}), false)` : sql<boolean>`true`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, actor.accountId),
        eq(conversations.contactId, conversation.contactId),
        ne(conversations.id, conversation.id),
      ),
    )
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(contactConversationsLimit);
  return {
    items: rows.map((row) => ({
      id: row.canOpen ? row.id : null,
      protocol: row.canOpen ? row.protocol : null,
      channel: row.channel,
      status: row.status as RoomStatusName,
      createdAt: row.createdAt.toISOString(),
      canOpen: row.canOpen,
    })),
  };
}
