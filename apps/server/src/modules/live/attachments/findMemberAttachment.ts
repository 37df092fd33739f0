import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { conversations, messages } from '../../../db/schema/index.ts';
import { isVisible } from '../rooms/findVisibleConversation.ts';
import { loadViewer } from '../rooms/loadViewer.ts';
import { findAccountAttachment } from './attachmentRepository.ts';

// A member reads their own uploads and the files sent in conversations the view rule lets them
// see. Anything else answers as missing, like a hidden room, so an attachment id reveals nothing.
export async function findMemberAttachment(db: Db, accountId: string, userId: string, id: string) {
  const [viewer, row] = await Promise.all([
    loadViewer(db, accountId, userId),
    findAccountAttachment(db, accountId, id),
  ]);
  if (!viewer || !row) return null;
  if (row.botId === null && row.ownerId === userId) return row;
  const rooms = await db
    .select({
      attendantId: conversations.attendantId,
      departmentId: conversations.departmentId,
      status: conversations.status,
      participants: conversations.participants,
      attendants: conversations.attendants,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.accountId, accountId), sql`${messages.attachment}->>'id' = ${id}`));
  return rooms.some((room) => isVisible(viewer, room)) ? row : null;
}
