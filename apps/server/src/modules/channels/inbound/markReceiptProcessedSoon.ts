import { batchCalls } from '../../../app/batchCalls.ts';
import { perDatabase } from '../../../app/perDatabase.ts';
import type { Db } from '../../../db/database.ts';
import { markReceiptsProcessed } from './inboundReceiptRepository.ts';

// At hundreds of events a second, one UPDATE per processed receipt would cost as much as storing
// its message: the marks of a few milliseconds go in one statement. A crash before it leaves those
// receipts to the sweep, whose work is idempotent (the message's client id, the status precedence).
type Mark = { channelId: string; key: string; at: Date };
const latest = (marks: Mark[]) => new Date(Math.max(...marks.map((mark) => mark.at.getTime())));
const batcherOf = perDatabase((db: Db) =>
  batchCalls((marks: Mark[]) => markReceiptsProcessed(db, marks, latest(marks)), {
    waitMs: 10,
    maxItems: 200,
  }),
);

export function markReceiptProcessedSoon(db: Db, receipt: { channelId: string; key: string }, at: Date) {
  return batcherOf(db)({ channelId: receipt.channelId, key: receipt.key, at });
}
