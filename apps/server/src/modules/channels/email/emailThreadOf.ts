import { and, desc, eq, isNotNull, like, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { channelOutbox, conversations, messages } from '../../../db/schema/index.ts';
import type { ClaimedSend } from '../outbound/claimDueSends.ts';

// How many earlier Message-IDs an answer names in References (RFC 5322 leaves the length open;
// clients thread by the nearest ones).
const referencesMax = 20;
export const emailClientIdPrefix = 'smtp:';

// What an outbound e-mail needs to thread in the customer's client: "Re: " and the subject of their
// first mail, and the Message-IDs of the conversation's earlier e-mails, newest first — theirs (kept
// as their messages' client ids) and ours (the ids the relay took them under).
export async function emailThreadOf(db: Db, send: ClaimedSend, fallbackSubject: string) {
  const [conversation] = await db
    .select({ subject: conversations.emailSubject })
    .from(conversations)
    .where(and(eq(conversations.id, send.conversationId), eq(conversations.accountId, send.accountId)));
  const earlier = await db
    .select({ clientMessageId: messages.clientMessageId, sentAs: channelOutbox.providerMessageId })
    .from(messages)
    .leftJoin(channelOutbox, eq(channelOutbox.messageId, messages.id))
    .where(
      and(
        eq(messages.conversationId, send.conversationId),
        eq(messages.accountId, send.accountId),
        lt(messages.seq, send.seq),
        or(
          like(messages.clientMessageId, `${emailClientIdPrefix}%`),
          isNotNull(channelOutbox.providerMessageId),
        ),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(referencesMax);
  const threadKeys = earlier.map(
    (row) => row.sentAs ?? row.clientMessageId?.slice(emailClientIdPrefix.length) ?? '',
  );
  const subject = conversation?.subject?.trim();
  return {
    subject: subject ? (/^re:/i.test(subject) ? subject : `Re: ${subject}`) : fallbackSubject,
    threadKeys: threadKeys.filter((key) => key.startsWith('<')),
  };
}
