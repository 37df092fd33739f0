import type { AttachmentKind, AttachmentRef } from '@prosa/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { attachments, conversations, messages } from '../../../db/schema/index.ts';

export type AttachmentRow = typeof attachments.$inferSelect;

// A visitor's uploads carry their bot; a member's carry none, their owner being the user id.
export interface AttachmentOwner {
  accountId: string;
  ownerId: string;
  botId: string | null;
}

export const toAttachmentRef = (row: AttachmentRow): AttachmentRef => ({
  id: row.id,
  name: row.name,
  mime: row.mime,
  size: row.size,
  kind: row.kind as AttachmentKind,
});

export async function insertAttachment(db: Db, values: typeof attachments.$inferInsert) {
  const [row] = await db.insert(attachments).values(values).returning();
  if (!row) throw new Error('attachment insert returned nothing');
  return row;
}

// What an account's uploads take on disk, for its storage quota.
export async function sumAccountAttachmentBytes(db: Db, accountId: string) {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${attachments.size}), 0)` })
    .from(attachments)
    .where(eq(attachments.accountId, accountId));
  return Number(row?.bytes ?? 0);
}

// Only the uploader may put a file into a message, so nobody sends another's upload by its id.
export async function findOwnAttachment(db: Db, owner: AttachmentOwner, id: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, id),
        eq(attachments.accountId, owner.accountId),
        eq(attachments.ownerId, owner.ownerId),
        owner.botId === null ? isNull(attachments.botId) : eq(attachments.botId, owner.botId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findAccountAttachment(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

// A visitor sees their own uploads and the files sent in their conversations, nothing else.
export async function findVisitorAttachment(
  db: Db,
  visitor: { accountId: string; botId: string; visitorId: string },
  id: string,
) {
  const own = await findOwnAttachment(
    db,
    { accountId: visitor.accountId, ownerId: visitor.visitorId, botId: visitor.botId },
    id,
  );
  if (own) return own;
  const [sent] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.accountId, visitor.accountId),
        eq(conversations.botId, visitor.botId),
        eq(conversations.visitorId, visitor.visitorId),
        sql`${messages.attachment}->>'id' = ${id}`,
      ),
    )
    .limit(1);
  return sent ? findAccountAttachment(db, visitor.accountId, id) : null;
}
