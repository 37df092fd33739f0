import { sql } from 'drizzle-orm';
import type { AppServices } from '../app/services.ts';

const statementLimit = 500;

// Marks the staff's and bot's messages delivered to a connected widget, a batch at a time: every
// `intervalMs` one statement marks what each conversation was handed since, up to its highest
// sequence, and each message that changed is announced as markMessagesStatus does. One statement
// per message made the delivered mark cost as much as storing the message (docs/performance.md).
export function batchDeliveredMarks(
  services: Pick<AppServices, 'database' | 'events' | 'log'>,
  intervalMs = 250,
) {
  const due = new Map<string, { accountId: string; conversationId: string; upToSeq: number }>();
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    timer = null;
    const batch = [...due.values()].slice(0, statementLimit);
    for (const mark of batch) due.delete(mark.conversationId);
    if (due.size > 0) schedule();
    // A batch that could not be marked stays undelivered in the panel until the visitor reads it.
    await markBatch(batch).catch((error) =>
      services.log.warn(
        { err: error, conversationIds: batch.map((entry) => entry.conversationId) },
        'could not mark messages delivered',
      ),
    );
  };
  const markBatch = async (batch: Array<{ accountId: string; conversationId: string; upToSeq: number }>) => {
    const values = sql.join(
      batch.map((mark) => sql`(${mark.accountId}, ${mark.conversationId}, ${mark.upToSeq}::int)`),
      sql`, `,
    );
    const result = await services.database.db.execute(sql`
      update messages set statuses = messages.statuses || '["delivered"]'::jsonb
      from (values ${values}) as due(account_id, conversation_id, up_to_seq)
      where messages.account_id = due.account_id and messages.conversation_id = due.conversation_id
        and messages.seq <= due.up_to_seq and messages.sender <> 'customer'
        and not (messages.statuses ? 'delivered')
      returning messages.account_id, messages.conversation_id, messages.seq, messages.statuses`);
    const rows = (result as { rows: Array<Record<string, unknown>> }).rows;
    for (const row of rows)
      services.events.emit('message.status', {
        accountId: String(row.account_id),
        conversationId: String(row.conversation_id),
        seq: Number(row.seq),
        statuses: (typeof row.statuses === 'string' ? JSON.parse(row.statuses) : row.statuses) as string[],
      });
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), intervalMs);
    timer.unref();
  };

  return (accountId: string, conversationId: string, upToSeq: number) => {
    const known = due.get(conversationId);
    due.set(conversationId, { accountId, conversationId, upToSeq: Math.max(upToSeq, known?.upToSeq ?? 0) });
    schedule();
  };
}
