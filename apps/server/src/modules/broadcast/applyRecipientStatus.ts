import { deliveryCodeOf } from '@prosa/domain';
import type { ChannelRow, SinkServices, StatusEvent } from '../channels/index.ts';
import { applyEmailBounce } from './applyEmailBounce.ts';
import { recipientProgressOf } from './recordRecipientProgress.ts';

// A provider's delivery status for a broadcast's message (the channel layer hands over the ones
// naming no outbox message): found by the provider's id, or by ours (the recipient's id, echoed as
// biz_opaque_callback_data) when the send's answer was not recorded yet. The provider's word is
// the send's record then: a recipient still waiting (its worker killed between the provider's
// accept and our write) is not sent again. A progress (sent, delivered, read) goes in one statement
// with the others of the moment (recordRecipientProgress: a dispatch at the provider's full rate
// brings two statuses per message); a failure in one of its own. False when it names no recipient
// of the channel.
export async function applyRecipientStatus(services: SinkServices, row: ChannelRow, event: StatusEvent) {
  if (event.status !== 'failed')
    return recipientProgressOf(services.database)({
      channelId: row.id,
      accountId: row.accountId,
      providerMessageId: event.providerMessageId,
      messageId: event.messageId ?? '',
      status: event.status,
      at: event.at.toISOString(),
    });
  const found = `with found as (
      select id from broadcast_recipients
      where channel_id = $1 and account_id = $2 and (provider_message_id = $3 or id = $4)
      limit 1
    )`;
  const params = [row.id, row.accountId, event.providerMessageId, event.messageId ?? ''];
  // A bounce report of a broadcast's e-mail: retried or ended by its own rules.
  if (row.type === 'email') {
    const { rows } = await services.database.query<{ id: string }>(`${found} select id from found`, params);
    const [recipient] = rows;
    if (!recipient) return false;
    await applyEmailBounce(services, row, recipient.id, event.errorCode);
    return true;
  }
  // A failure only ends one the provider has not delivered.
  const { rows } = await services.database.query<{ found: number }>(
    `${found}, moved as (
       update broadcast_recipients r set state = 'failed', reason = $6, failed_at = $5::timestamptz,
         locked_until = null, provider_message_id = coalesce(r.provider_message_id, $3)
       from found where r.id = found.id and r.state in ('waiting', 'sent') returning 1
     )
     select count(*)::int as found from found`,
    [...params, event.at.toISOString(), event.errorCode ? deliveryCodeOf(event.errorCode) : '9990'],
  );
  return Number(rows[0]?.found ?? 0) > 0;
}
