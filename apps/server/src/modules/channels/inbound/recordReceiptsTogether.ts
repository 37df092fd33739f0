import { perDatabase } from '../../../app/perDatabase.ts';
import type { Db } from '../../../db/database.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import {
  type PendingReceipt,
  recordInboundEvents,
  recordInboundEventsOf,
} from './inboundReceiptRepository.ts';

interface Waiting {
  channelId: string;
  events: InboundEvent[];
  now: Date;
  resolve: (fresh: PendingReceipt[]) => void;
  reject: (error: unknown) => void;
}

// At hundreds of webhooks a second, each one's receipt in a statement and a commit of its own
// keeps the database busy with commits. Webhooks that arrive while receipt statements are running
// (two at most per process and database) wait for the next one, which records them all (one
// statement, one commit); each answers its 200 only once the statement holding its receipts is
// committed, as before. Nothing waits on a timer: a lone webhook is recorded at once, and the
// batches grow only when the database is slow.
const maxWebhooks = 100;
const maxStatements = 2;

class ReceiptRecorder {
  private queue: Waiting[] = [];
  private running = 0;

  constructor(private readonly db: Db) {}

  record(channelId: string, events: InboundEvent[], now: Date) {
    return new Promise<PendingReceipt[]>((resolve, reject) => {
      this.queue.push({ channelId, events, now, resolve, reject });
      if (this.running < maxStatements) void this.run();
    });
  }

  private async run() {
    this.running++;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, maxWebhooks);
      try {
        const fresh = await recordInboundEventsOf(this.db, batch);
        for (const [index, waiting] of batch.entries()) waiting.resolve(fresh[index] ?? []);
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        // One webhook's bad row must not fail the others: each alone.
        else
          await Promise.all(
            batch.map((waiting) =>
              recordInboundEvents(this.db, waiting.channelId, waiting.events, waiting.now).then(
                waiting.resolve,
                waiting.reject,
              ),
            ),
          );
      }
    }
    this.running--;
  }
}

const recorderOf = perDatabase((db: Db) => new ReceiptRecorder(db));

// recordInboundEvents, gathered with the webhooks that arrive meanwhile.
export function recordReceiptsTogether(db: Db, channelId: string, events: InboundEvent[], now: Date) {
  if (events.length === 0) return Promise.resolve([]);
  return recorderOf(db).record(channelId, events, now);
}
