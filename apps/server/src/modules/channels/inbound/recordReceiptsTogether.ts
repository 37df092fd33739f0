import { groupCommit } from '../../../app/groupCommit.ts';
import { perDatabase } from '../../../app/perDatabase.ts';
import type { Db } from '../../../db/database.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import { recordInboundEventsOf } from './inboundReceiptRepository.ts';

// At hundreds of webhooks a second, each one's receipt in a statement and a commit of its own
// keeps the database busy with commits. Webhooks that arrive while receipt statements are running
// (two at most per process and database) wait for the next one, which records them all (one
// statement, one commit; groupCommit); each answers its 200 only once the statement holding its
// receipts is committed. One webhook's bad row must not fail the others: a failed statement is
// tried again webhook by webhook.
const recorderOf = perDatabase((db: Db) =>
  groupCommit(
    (webhooks: Array<{ channelId: string; events: InboundEvent[]; now: Date }>) =>
      recordInboundEventsOf(db, webhooks),
    { maxItems: 100, maxRunning: 2, aloneOnError: true },
  ),
);

// A webhook's events recorded (recordInboundEventsOf), gathered with the webhooks that arrive meanwhile.
export function recordReceiptsTogether(db: Db, channelId: string, events: InboundEvent[], now: Date) {
  if (events.length === 0) return Promise.resolve([]);
  return recorderOf(db)({ channelId, events, now });
}
