import type { SimulatorMessage } from '@prosa/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../../app/authentication.ts';
import { channelOutbox, conversations, messages } from '../../../db/schema/index.ts';

// The channel's outbox rows addressed to the customer, in the caller's account.
export const outboxToCustomer = (ctx: RequestContext, channelId: string, customer: string) =>
  and(
    eq(channelOutbox.accountId, ctx.accountId),
    eq(channelOutbox.channelId, channelId),
    eq(channelOutbox.recipient, customer),
  );

// A simulated e-mail customer's thread (docs/decisions.md "The simulator's e-mail"): their mails as
// Prosa stored them, and Prosa's answers as the channel's outbox sent them, with no sandbox in
// between (the answers go to the account's own SMTP relay, which the simulator cannot read). An
// answer shows once the relay took it (sent) or refused it for good (failed).
export async function emailSimulatorThread(
  ctx: RequestContext,
  channelId: string,
  customer: string,
): Promise<SimulatorMessage[]> {
  const inbound = await ctx.db
    .select({ id: messages.id, text: messages.text, at: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.accountId, ctx.accountId),
        eq(conversations.channelId, channelId),
        eq(conversations.visitorId, customer),
        eq(messages.sender, 'customer'),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const outbound = await ctx.db
    .select({
      id: messages.id,
      text: messages.text,
      sentAt: channelOutbox.sentAt,
      createdAt: channelOutbox.createdAt,
      state: channelOutbox.state,
    })
    .from(channelOutbox)
    .innerJoin(messages, eq(messages.id, channelOutbox.messageId))
    .where(and(outboxToCustomer(ctx, channelId, customer), inArray(channelOutbox.state, ['sent', 'failed'])))
    .orderBy(asc(channelOutbox.createdAt), asc(channelOutbox.messageId));
  const thread: SimulatorMessage[] = [
    ...inbound.map((row) => ({
      id: row.id,
      direction: 'in' as const,
      at: row.at.toISOString(),
      text: row.text,
      kind: 'text' as const,
      status: 'delivered' as const,
    })),
    ...outbound.map((row) => ({
      id: row.id,
      direction: 'out' as const,
      // A refused answer was never sent: it shows where it was written.
      at: (row.sentAt ?? row.createdAt).toISOString(),
      text: row.text,
      kind: 'text' as const,
      status: row.state === 'failed' ? ('failed' as const) : ('sent' as const),
    })),
  ];
  return thread.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}
