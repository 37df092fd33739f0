import type { ConversationOrigin } from '@prosa/contracts';
import type { ChannelRow, ConversationStart, SinkServices } from '../channels/index.ts';

// How long after its template reached a number a first message from it counts as its reply: the
// 24 h customer-service window the template opened (spec campaigns §9).
export const broadcastReplyWindowMs = 24 * 60 * 60_000;

// The conversation's origin for analytics (the origin page's "campaign"): started by a broadcast,
// with the customer's reply.
export const broadcastOrigin: ConversationOrigin = 'campaign';

interface RepliedRow {
  id: string;
  flow_index: number | null;
}

// A customer's message that opens a conversation answers the latest broadcast sent to their number
// on this channel within the window and not yet answered: the conversation is the broadcast's
// (origin `campaign`), its bot starts at the dispatch's flow index, and the recipient records the
// reply and its conversation, once (a later conversation of the same number is the customer's own).
export async function broadcastReplyStart(
  services: SinkServices,
  row: ChannelRow,
  input: { from: string },
): Promise<ConversationStart | null> {
  const { database } = services;
  const now = services.clock.now();
  const since = new Date(now.getTime() - broadcastReplyWindowMs);
  const {
    rows: [replied],
  } = await database.query<RepliedRow>(
    `select r.id, d.flow_index from broadcast_recipients r
      join broadcast_dispatches d on d.id = r.dispatch_id
      where r.channel_id = $1 and r.account_id = $2 and r.phone = $3
        and r.sent_at > $4::timestamptz and r.replied_at is null
        and r.state in ('sent', 'delivered', 'read')
      order by r.sent_at desc, r.id desc
      limit 1`,
    [row.id, row.accountId, input.from, since.toISOString()],
  );
  if (!replied) return null;
  return {
    origin: broadcastOrigin,
    startLine: replied.flow_index === null ? null : Number(replied.flow_index),
    opened: async (conversationId) => {
      await database.query(
        `update broadcast_recipients set replied_at = $2::timestamptz, conversation_id = $3
          where id = $1 and replied_at is null`,
        [replied.id, now.toISOString(), conversationId],
      );
    },
  };
}
