import type { ConversationSummary, MessageSender, RoomStatusName } from '@prosa/contracts';
import { customerServiceWindowEnd, isOpenLive, type RoomStatus } from '@prosa/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { conversationMarks, conversations, messages } from '../../../db/schema/index.ts';
import { queuedStatuses } from './liveStatusLists.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export interface SummaryRow {
  conversation: ConversationRow;
  summary: ConversationSummary;
}

const queuedList = sql.join(
  queuedStatuses.map((status) => sql`${status}`),
  sql`, `,
);

// The conversations matching `where` in the account, as the panel lists them, with the viewer's own
// pin and mute. One query: the last message by its sequence, tags and queue position as subqueries.
// Ordered by the last message, or with `byStart` by the conversation's start (the sort types).
export async function readSummaries(
  db: Db,
  accountId: string,
  userId: string,
  where: SQL | undefined,
  options: { newestFirst?: boolean; byStart?: boolean; pinnedFirst?: boolean; limit?: number } = {},
): Promise<SummaryRow[]> {
  const moment = options.byStart ? conversations.createdAt : conversations.lastMessageAt;
  const pinned = sql<boolean>`coalesce(${conversationMarks.pinned}, false)`;
  const rows = await db
    .select({
      conversation: conversations,
      pinned,
      muted: sql<boolean>`coalesce(${conversationMarks.muted}, false)`,
      lastText: messages.text,
      lastSender: messages.sender,
      lastAt: messages.createdAt,
      tagIds: sql<string[]>`coalesce((select jsonb_agg(ct.tag_id order by ct.created_at, ct.tag_id)
        from conversation_tags ct where ct.conversation_id = ${conversations.id}), '[]'::jsonb)`,
      queuePosition: sql<number | null>`case when ${conversations.status} in (${queuedList}) then
        (select count(*)::int from conversations q where q.account_id = ${conversations.accountId}
          and q.department_id is not distinct from ${conversations.departmentId}
          and q.status in (${queuedList})
          and (q.queued_at, q.id) <= (${conversations.queuedAt}, ${conversations.id})) end`,
    })
    .from(conversations)
    .leftJoin(
      conversationMarks,
      and(eq(conversationMarks.conversationId, conversations.id), eq(conversationMarks.userId, userId)),
    )
    .leftJoin(
      messages,
      and(eq(messages.conversationId, conversations.id), eq(messages.seq, conversations.lastSeq)),
    )
    .where(and(eq(conversations.accountId, accountId), where))
    .orderBy(
      ...(options.pinnedFirst ? [desc(pinned)] : []),
      options.newestFirst === false ? asc(moment) : desc(moment),
      asc(conversations.id),
    )
    .limit(options.limit ?? 500);
  return rows.map((row) => {
    const c = row.conversation;
    const lastMessage =
      row.lastAt && row.lastSender !== null
        ? {
            text: row.lastText ?? '',
            sender: row.lastSender as MessageSender,
            createdAt: row.lastAt.toISOString(),
          }
        : null;
    // The timer alert: the customer wrote last and the room is with a human.
    const isAwaiting =
      lastMessage?.sender === 'customer' && isOpenLive(c.status as RoomStatus) && c.lastCustomerMessageAt;
    return {
      conversation: c,
      summary: {
        _id: c.id,
        protocol: c.protocol,
        botId: c.botId,
        channel: c.channel,
        channelId: c.channelId,
        status: c.status as RoomStatusName,
        transshipment: c.transshipment,
        customerName: c.customerName,
        departmentId: c.departmentId,
        attendantId: c.attendantId,
        attendants: c.attendants,
        participants: c.participants,
        lastMessage,
        lastSeq: c.lastSeq,
        queuePosition: row.queuePosition === null ? null : Number(row.queuePosition),
        tags: row.tagIds,
        pinned: row.pinned,
        muted: row.muted,
        archived: c.archivedAt !== null,
        awaitingSince: isAwaiting && c.lastCustomerMessageAt ? c.lastCustomerMessageAt.toISOString() : null,
        windowEndsAt: c.channelId
          ? (customerServiceWindowEnd(c.lastCustomerMessageAt)?.toISOString() ?? null)
          : null,
        createdAt: c.createdAt.toISOString(),
        lastMessageAt: c.lastMessageAt.toISOString(),
      },
    };
  });
}
