import { deliveryCodeOf, nextProviderStatus } from '@prosa/domain';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { AppServices } from '../../../app/services.ts';
import { channelOutbox, messages } from '../../../db/schema/index.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import type { ChannelRow } from '../channelRepository.ts';
import { isEchoedProgress } from './applySinkProgress.ts';
import { statusToSinks } from './providerEventSinks.ts';

type StatusEvent = Extract<InboundEvent, { kind: 'status' }>;

// Thrown when a status names a message the outbox has not yet recorded the provider's id for (the
// provider's `sent` can overtake the answer to our send): the event is retried later.
export class StatusTooEarly extends Error {}

// A provider's delivery status for one of our messages: found by the provider's id the outbox
// recorded, applied with the precedence rule (packages/domain nextProviderStatus) to the message's
// statuses under its row lock, and announced as the panel's ticks already are ('message.status').
export async function applyProviderStatus(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  row: ChannelRow,
  event: StatusEvent,
) {
  if (event.upTo) return applyWatermark(services, row, event, event.upTo.recipient);
  // A status that echoes our id names an outbox message or a sink's (a broadcast's recipient). The
  // sinks were offered an echoed progress before the webhook's answer (applySinkProgress), so the
  // outbox is asked first for it; an echoed failure, nearly always a sink's at a broadcast's rate,
  // is offered to the sinks first (the ids are unique across both, so the order decides nothing
  // else).
  const sinksFirst = Boolean(event.messageId) && !isEchoedProgress(event);
  if (sinksFirst && (await statusToSinks(services, row, event))) return;
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
    .select({
      messageId: channelOutbox.messageId,
      conversationId: channelOutbox.conversationId,
      providerMessageId: channelOutbox.providerMessageId,
    })
    .from(channelOutbox)
    .where(and(eq(channelOutbox.accountId, row.accountId), eq(channelOutbox.channelId, row.id), named))
    .limit(1);
  if (!sent) {
    // A message sent without the outbox (a broadcast's recipient) is its sender's to update.
    if (!sinksFirst && (await statusToSinks(services, row, event))) return;
    throw new StatusTooEarly(`no outbox row for ${event.providerMessageId} yet`);
  }
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
    // Found by our id, with no provider id recorded: the provider took a send whose answer we never
    // recorded (a worker killed or timed out between its accept and our write). The provider's
    // word is recorded now, so the send is not made again: a send waiting to be retried or whose
    // claim will lapse leaves the queue, and the worker still holding it records the same id.
    if (sent.providerMessageId === null && event.status !== 'failed')
      await tx
        .update(channelOutbox)
        .set({
          state: 'sent',
          providerMessageId: event.providerMessageId,
          sentAt: sql`coalesce(${channelOutbox.sentAt}, ${event.at.toISOString()}::timestamptz)`,
          lockedUntil: null,
          errorCode: null,
        })
        .where(
          and(
            eq(channelOutbox.messageId, sent.messageId),
            sql`${channelOutbox.state} in ('pending', 'sending')`,
          ),
        );
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

// A watermark (Messenger's read): every message the provider took for this customer at or before
// it gets the status, each as if named alone. Those already read are left out by the query.
async function applyWatermark(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  row: ChannelRow,
  event: StatusEvent,
  recipient: string,
) {
  const sent = await services.database.db
    .select({ providerMessageId: channelOutbox.providerMessageId })
    .from(channelOutbox)
    .innerJoin(messages, eq(messages.id, channelOutbox.messageId))
    .where(
      and(
        eq(channelOutbox.accountId, row.accountId),
        eq(channelOutbox.channelId, row.id),
        eq(channelOutbox.recipient, recipient),
        eq(channelOutbox.state, 'sent'),
        lte(channelOutbox.sentAt, event.at),
        sql`not ${messages.statuses} @> ${JSON.stringify([event.status])}::jsonb`,
      ),
    );
  const { upTo: _upTo, ...named } = event;
  for (const { providerMessageId } of sent)
    if (providerMessageId) await applyProviderStatus(services, row, { ...named, providerMessageId });
}
