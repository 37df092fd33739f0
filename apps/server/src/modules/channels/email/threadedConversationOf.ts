import { ownMessageIdOf } from '@prosa/domain';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { conversations, messages } from '../../../db/schema/index.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import type { ChannelRow } from '../channelRepository.ts';
import { emailClientIdPrefix } from './emailThreadOf.ts';

type MessageEvent = Extract<InboundEvent, { kind: 'message' }>;

// The conversation a customer's e-mail answers, by the Message-IDs it names (In-Reply-To and
// References): one of ours (`<{messageId}@{domain}>`, emailMessageId) or one of the customer's
// earlier mails (kept as their messages' client ids). Only the sender's own conversations on this
// channel count, so a stranger copying a thread's ids cannot write into it. Null when it names none.
export async function threadedConversationOf(db: Db, row: ChannelRow, event: MessageEvent) {
  const keys = event.threadKeys ?? [];
  if (keys.length === 0) return null;
  const ours = keys.flatMap((key) => ownMessageIdOf(key, [row.config.domain ?? '']) ?? []);
  const theirs = keys.map((key) => `${emailClientIdPrefix}${key}`);
  const [found] = await db
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.accountId, row.accountId),
        eq(conversations.channelId, row.id),
        eq(conversations.visitorId, event.from),
        isNull(conversations.archivedAt),
        or(
          ours.length > 0 ? inArray(messages.id, ours) : sql`false`,
          inArray(messages.clientMessageId, theirs),
        ),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return found?.conversationId ?? null;
}
