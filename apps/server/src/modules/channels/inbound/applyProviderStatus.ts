import { deliveryCodeOf, nextProviderStatus } from '@prosa/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppServices } from '../../../app/services.ts';
import { channelOutbox, messages } from '../../../db/schema/index.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import type { ChannelRow } from '../channelRepository.ts';

type StatusEvent = Extract<InboundEvent, { kind: 'status' }>;

// Thrown when a status names a message the outbox has not yet recorded the provider's id for (the
// provider's `sent` can overtake the answer to our send): the event is retried later.
export class StatusTooEarly extends Error {}

// A provider's delivery status for one of our messages: found by the provider's id the outbox
// recorded, applied with the precedence rule (packages/domain nextProviderStatus) to the message's
// statuses under its row lock, and announced as the panel's ticks already are ('message.status').
export async function applyProviderStatus(
  services: Pick<AppServices, 'database' | 'events'>,
  row: ChannelRow,
  event: StatusEvent,
) {
  const { db } = services.database;
  // By the provider's id, or by ours where the provider echoes it (it still finds a message whose
  // send answer was lost before the provider's id was recorded).
  const named = event.messageId
    ? or(
        eq(channelOutbox.providerMessageId, event.providerMessageId),
        eq(channelOutbox.messageId, event.messageId),
      )
    : eq(channelOutbox.providerMessageId, event.providerMessageId);
  const [sent] = await db
    .select({ messageId: channelOutbox.messageId, conversationId: channelOutbox.conversationId })
    .from(channelOutbox)
    .where(and(eq(channelOutbox.accountId, row.accountId), eq(channelOutbox.channelId, row.id), named))
    .limit(1);
  if (!sent) throw new StatusTooEarly(`no outbox row for ${event.providerMessageId} yet`);
  const changed = await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ seq: messages.seq, statuses: messages.statuses })
      .from(messages)
      .where(and(eq(messages.id, sent.messageId), eq(messages.accountId, row.accountId)))
      .for('update');
    if (!message) return null;
    const statuses = nextProviderStatus(message.statuses, event.status);
    if (!statuses) return null;
    await tx
      .update(messages)
      .set({ statuses: sql`${JSON.stringify(statuses)}::jsonb` })
      .where(eq(messages.id, sent.messageId));
    if (event.status === 'failed')
      await tx
        .update(channelOutbox)
        // The spec's delivery code (campaigns §8), as the worker stores its own failures.
        .set({ state: 'failed', errorCode: event.errorCode ? deliveryCodeOf(event.errorCode) : null })
        .where(eq(channelOutbox.messageId, sent.messageId));
    return { seq: message.seq, statuses };
  });
  if (changed)
    services.events.emit('message.status', {
      accountId: row.accountId,
      conversationId: sent.conversationId,
      ...changed,
    });
}
