import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { channelInboundReceipts } from '../../../db/schema/index.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';

// How long a process owns the events it recorded or took over before another may take them.
export const receiptLockMs = 60_000;
// Meta retries an unanswered webhook for up to 7 days: a processed receipt is kept that long, so a
// late retry still finds it and stores nothing, and then deleted.
export const receiptKeepMs = 7 * 24 * 3_600_000;
// A receipt that keeps failing is given up after this many attempts (logged), not retried forever.
export const receiptMaxAttempts = 8;

// The key an event is deduplicated by: a message by the provider's id, a status by the id of the
// message it is about and the status itself (a provider repeats those too), a template's change by
// the template and its new status.
export const receiptKeyOf = (event: InboundEvent) => {
  if (event.kind === 'message') return event.providerMessageId;
  if (event.kind === 'template') return `template:${event.status}:${event.providerTemplateId}`;
  return `${event.status}:${event.providerMessageId}`;
};

export interface PendingReceipt {
  channelId: string;
  key: string;
  event: InboundEvent;
}

const toEvent = (stored: Record<string, unknown>) =>
  ({ ...stored, at: new Date(String(stored.at)) }) as unknown as InboundEvent;

// Webhooks' verified events, recorded in one statement and owned by this process for
// receiptLockMs. Answers, for each webhook, its events not seen before: a provider's retry, or a
// concurrent delivery of the same webhook, gets nothing back (the primary key decides), so nothing is
// processed twice. An event two of them carry (a provider's retry racing its first delivery) is the
// first one's.
export async function recordInboundEventsOf(
  db: Db,
  webhooks: Array<{ channelId: string; events: InboundEvent[]; now: Date }>,
): Promise<PendingReceipt[][]> {
  const owner = new Map<string, number>();
  const rows: Array<typeof channelInboundReceipts.$inferInsert> = [];
  const mine = webhooks.map((webhook, index) => {
    const byKey = new Map(webhook.events.map((event) => [receiptKeyOf(event), event]));
    const lockedUntil = new Date(webhook.now.getTime() + receiptLockMs);
    const taken: PendingReceipt[] = [];
    for (const [key, event] of byKey) {
      const id = `${webhook.channelId}\u0000${key}`;
      if (owner.has(id)) continue;
      owner.set(id, index);
      taken.push({ channelId: webhook.channelId, key, event });
      rows.push({
        channelId: webhook.channelId,
        providerMessageId: key,
        event: event as unknown as Record<string, unknown>,
        lockedUntil,
        receivedAt: webhook.now,
      });
    }
    return taken;
  });
  if (rows.length === 0) return mine.map(() => []);
  const stored = await db.insert(channelInboundReceipts).values(rows).onConflictDoNothing().returning({
    channelId: channelInboundReceipts.channelId,
    key: channelInboundReceipts.providerMessageId,
  });
  const isNew = new Set(stored.map((row) => `${row.channelId}\u0000${row.key}`));
  return mine.map((taken) =>
    taken.filter((receipt) => isNew.has(`${receipt.channelId}\u0000${receipt.key}`)),
  );
}

// Done: the events' content is dropped (each message now lives in its conversation). One statement
// for a batch (markReceiptProcessedSoon gathers them).
export async function markReceiptsProcessed(
  db: Db,
  receipts: Array<{ channelId: string; key: string }>,
  now: Date,
) {
  if (receipts.length === 0) return;
  const keys = receipts.map((receipt) => sql`(${receipt.channelId}, ${receipt.key})`);
  await db
    .update(channelInboundReceipts)
    .set({ processedAt: now, event: null, lockedUntil: null })
    .where(
      sql`(${channelInboundReceipts.channelId}, ${channelInboundReceipts.providerMessageId}) in (${sql.join(keys, sql`, `)})`,
    );
}

// A failed attempt: retried after `retryMs`, or given up (processed, content dropped) after
// receiptMaxAttempts. Answers whether it was given up.
export async function releaseReceipt(
  db: Db,
  receipt: { channelId: string; key: string },
  now: Date,
  retryMs: number,
) {
  const [row] = await db
    .update(channelInboundReceipts)
    .set({
      attempts: sql`${channelInboundReceipts.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + retryMs),
    })
    .where(
      and(
        eq(channelInboundReceipts.channelId, receipt.channelId),
        eq(channelInboundReceipts.providerMessageId, receipt.key),
      ),
    )
    .returning({ attempts: channelInboundReceipts.attempts });
  if ((row?.attempts ?? 0) < receiptMaxAttempts) return false;
  await markReceiptsProcessed(db, [receipt], now);
  return true;
}

// Takes over receipts nobody finished: their owner crashed, or an attempt failed and its retry is
// due. The claim is one statement, so two sweeping processes never take the same receipt.
export async function claimDueReceipts(db: Db, now: Date, limit: number): Promise<PendingReceipt[]> {
  const due = db
    .select({ channelId: channelInboundReceipts.channelId, key: channelInboundReceipts.providerMessageId })
    .from(channelInboundReceipts)
    .where(and(isNull(channelInboundReceipts.processedAt), lt(channelInboundReceipts.lockedUntil, now)))
    .orderBy(channelInboundReceipts.receivedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(channelInboundReceipts)
    .set({ lockedUntil: new Date(now.getTime() + receiptLockMs) })
    .where(
      and(
        sql`(${channelInboundReceipts.channelId}, ${channelInboundReceipts.providerMessageId}) in (${due})`,
        isNull(channelInboundReceipts.processedAt),
      ),
    )
    .returning({
      channelId: channelInboundReceipts.channelId,
      key: channelInboundReceipts.providerMessageId,
      event: channelInboundReceipts.event,
      receivedAt: channelInboundReceipts.receivedAt,
    });
  return rows
    .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())
    .flatMap((row) =>
      row.event ? [{ channelId: row.channelId, key: row.key, event: toEvent(row.event) }] : [],
    );
}

// Deletes up to `limit` processed receipts older than receiptKeepMs; answers how many went.
export async function purgeProcessedReceipts(db: Db, now: Date, limit: number) {
  const old = db
    .select({ channelId: channelInboundReceipts.channelId, key: channelInboundReceipts.providerMessageId })
    .from(channelInboundReceipts)
    .where(lt(channelInboundReceipts.processedAt, new Date(now.getTime() - receiptKeepMs)))
    .limit(limit);
  const deleted = await db
    .delete(channelInboundReceipts)
    .where(
      sql`(${channelInboundReceipts.channelId}, ${channelInboundReceipts.providerMessageId}) in (${old})`,
    )
    .returning({ key: channelInboundReceipts.providerMessageId });
  return deleted.length;
}
