import { groupCommit } from '../../app/groupCommit.ts';
import { perDatabase } from '../../app/perDatabase.ts';
import type { Database } from '../../db/database.ts';

export interface SentOutcome {
  id: string;
  attempts: number;
  providerMessageId: string;
  at: string;
}

// At the provider's full rate (1,000 msg/s) a statement and a commit per accepted send keep the
// database busy with commits: sends accepted while a write runs wait for the next one, which
// records them all in one statement (groupCommit, two at most per process and database). Each
// caller's promise settles once the statement holding its send is committed. Each only over the
// claim that sent it (recordRecipientOutcome.ts). The rows go as arrays (unnest): the planner
// knows their count, and joins them to recipients by key; as JSON (a function it guesses 100 rows
// of) it hashed every waiting recipient of a freshly written dispatch for each statement.
export const sendsRecorderOf = perDatabase((database: Database) => ({
  record: groupCommit(
    async (batch: SentOutcome[]) => {
      await database.query(
        `update broadcast_recipients r set state = 'sent', provider_message_id = x.provider_message_id,
           sent_at = x.at, locked_until = null
         from unnest($1::text[], $2::int[], $3::text[], $4::timestamptz[]) as x(id, attempts, provider_message_id, at)
         where r.id = x.id and r.attempts = x.attempts and r.state = 'waiting'`,
        [
          batch.map((sent) => sent.id),
          batch.map((sent) => sent.attempts),
          batch.map((sent) => sent.providerMessageId),
          batch.map((sent) => sent.at),
        ],
      );
      return batch.map(() => undefined);
    },
    { maxItems: 500, maxRunning: 1 },
  ),
}));
