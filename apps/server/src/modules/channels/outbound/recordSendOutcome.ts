import type { DeliveryCode } from '@prosa/contracts';
import type { AppServices } from '../../../app/services.ts';

type Services = Pick<AppServices, 'database' | 'events'>;

interface StatusRow {
  account_id: string;
  conversation_id: string;
  seq: number;
  statuses: string[];
}

// Each outcome is written only over this worker's own claim (`sending`): a worker whose lease ran
// out while it waited on the provider, and whose send another worker took over, writes nothing.

function announce(services: Services, rows: StatusRow[]) {
  for (const row of rows)
    services.events.emit('message.status', {
      accountId: row.account_id,
      conversationId: row.conversation_id,
      seq: Number(row.seq),
      statuses: row.statuses,
    });
}

// The provider took it: its id (which its status webhooks name) and `sent` on the message, heard
// live by the panel. True when the claim was still this worker's, or when the provider's status,
// naming our id, already recorded this very send (applyProviderStatus).
export async function recordSent(
  services: Services,
  input: { messageId: string; providerMessageId: string; at: Date },
): Promise<boolean> {
  const { rows } = await services.database.query<StatusRow & { recorded: boolean }>(
    `with sent as (
      update channel_outbox set state = 'sent', provider_message_id = $2,
        sent_at = coalesce(sent_at, $3::timestamptz), locked_until = null, error_code = null
      where message_id = $1 and (state = 'sending' or (state = 'sent' and provider_message_id = $2))
      returning message_id
    ), marked as (
      update messages set statuses = statuses || '["sent"]'::jsonb
      where id in (select message_id from sent) and not (statuses ? 'sent')
      returning account_id, conversation_id, seq, statuses
    )
    select (select count(*) from sent) > 0 as recorded, marked.* from (select 1) one left join marked on true`,
    [input.messageId, input.providerMessageId, input.at.toISOString()],
    { prepare: true },
  );
  announce(
    services,
    rows.filter((row) => row.conversation_id),
  );
  return rows[0]?.recorded === true;
}

// A transient refusal: pending again, tried at `nextAttemptAt`.
export async function recordRetry(services: Services, input: { messageId: string; nextAttemptAt: Date }) {
  await services.database.query(
    `update channel_outbox set state = 'pending', next_attempt_at = $2::timestamptz, locked_until = null
     where message_id = $1 and state = 'sending'`,
    [input.messageId, input.nextAttemptAt.toISOString()],
    { prepare: true },
  );
}

// A permanent refusal (or transient ones past the retry limit): failed with the spec's delivery
// code, and `failed` on the message, heard live by the panel.
export async function recordFailed(services: Services, input: { messageId: string; code: DeliveryCode }) {
  const { rows } = await services.database.query<StatusRow>(
    `with failed as (
      update channel_outbox set state = 'failed', error_code = $2, locked_until = null
      where message_id = $1 and state = 'sending'
      returning message_id
    )
    update messages set statuses = statuses || '["failed"]'::jsonb
    where id in (select message_id from failed) and not (statuses ? 'failed')
    returning account_id, conversation_id, seq, statuses`,
    [input.messageId, input.code],
    { prepare: true },
  );
  announce(services, rows);
}
