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
// claim that sent it (recordRecipientOutcome.ts).
export const sendsRecorderOf = perDatabase((database: Database) => ({
  record: groupCommit(
    async (batch: SentOutcome[]) => {
      const rows = batch.map((sent) => ({
        id: sent.id,
        attempts: sent.attempts,
        provider_message_id: sent.providerMessageId,
        at: sent.at,
      }));
      await database.query(
        `update broadcast_recipients r set state = 'sent', provider_message_id = x.provider_message_id,
           sent_at = x.at, locked_until = null
         from jsonb_to_recordset($1::jsonb) as x(id text, attempts int, provider_message_id text, at timestamptz)
         where r.id = x.id and r.attempts = x.attempts and r.state = 'waiting'`,
        [JSON.stringify(rows)],
      );
      return batch.map(() => undefined);
    },
    { maxItems: 500, maxRunning: 2 },
  ),
}));
