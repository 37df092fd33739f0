import { perDatabase } from '../../app/perDatabase.ts';
import type { Database } from '../../db/database.ts';

export interface SentOutcome {
  id: string;
  attempts: number;
  providerMessageId: string;
  at: string;
}

interface Waiting extends SentOutcome {
  resolve: () => void;
  reject: (error: unknown) => void;
}

// At the provider's full rate (1,000 msg/s) a statement and a commit per accepted send keep the
// database busy with commits. Sends accepted while a write runs (two at most per process and
// database) wait for the next one, which records them all in one statement; each caller's promise
// settles once the statement holding its send is committed. Nothing waits on a timer: a lone send is
// written at once, and the batches grow only when the database is slow (as the channel layer's
// receipts are, recordReceiptsTogether).
const maxSends = 500;
const maxStatements = 2;

class SentRecorder {
  private queue: Waiting[] = [];
  private running = 0;

  constructor(private readonly database: Database) {}

  record(outcome: SentOutcome) {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ ...outcome, resolve, reject });
      if (this.running < maxStatements) void this.run();
    });
  }

  private async run() {
    this.running++;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, maxSends);
      try {
        await this.write(batch);
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.running--;
  }

  // Each only over the claim that sent it (recordRecipientOutcome.ts).
  private async write(batch: SentOutcome[]) {
    const rows = batch.map((sent) => ({
      id: sent.id,
      attempts: sent.attempts,
      provider_message_id: sent.providerMessageId,
      at: sent.at,
    }));
    await this.database.query(
      `update broadcast_recipients r set state = 'sent', provider_message_id = x.provider_message_id,
         sent_at = x.at, locked_until = null
       from jsonb_to_recordset($1::jsonb) as x(id text, attempts int, provider_message_id text, at timestamptz)
       where r.id = x.id and r.attempts = x.attempts and r.state = 'waiting'`,
      [JSON.stringify(rows)],
    );
  }
}

export const sendsRecorderOf = perDatabase((database: Database) => new SentRecorder(database));
