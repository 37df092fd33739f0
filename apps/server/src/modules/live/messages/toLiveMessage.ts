import type { AttachmentKind, LiveMessage, MessageSender } from '@prosa/contracts';
import type { messages } from '../../../db/schema/index.ts';

type MessageRow = typeof messages.$inferSelect;

// The wire shape of a stored message, the same for the panel and the widget.
export function toLiveMessage(row: MessageRow): LiveMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    clientMessageId: row.clientMessageId,
    sender: row.sender as MessageSender,
    authorName: row.authorName,
    text: row.text,
    attachment: row.attachment ? { ...row.attachment, kind: row.attachment.kind as AttachmentKind } : null,
    choices: row.choices ?? null,
    ...(row.template ? { template: row.template } : {}),
    statuses: row.statuses,
    createdAt: row.createdAt.toISOString(),
  };
}
