import { deliveryCodeOf } from '@prosa/domain';
import type { ChannelRow, SinkServices, StatusEvent } from '../channels/index.ts';
import { applyEmailBounce } from './applyEmailBounce.ts';

// How far a recipient got; a status never takes it back (a late `sent` after `read`), and a failure
// only ends one the provider has not delivered.
const rank: Record<string, number> = { waiting: 0, sent: 1, delivered: 2, read: 3 };
const progressing = Object.keys(rank);

// What each status writes besides the state: the moment it happened, for the statistics by minute.
// A read message was delivered by then (its delivered_at is the read's when no delivered status
// came); a delivered status that arrives after the read still records the earlier moment (`least`
// skips nulls), and moves nothing back.
const stamps: Record<Exclude<StatusEvent['status'], 'failed'>, string> = {
  sent: 'sent_at = coalesce(r.sent_at, $5::timestamptz)',
  delivered: `sent_at = coalesce(r.sent_at, $5::timestamptz),
    delivered_at = least(r.delivered_at, $5::timestamptz)`,
  read: `sent_at = coalesce(r.sent_at, $5::timestamptz),
    delivered_at = coalesce(r.delivered_at, $5::timestamptz), read_at = least(r.read_at, $5::timestamptz)`,
};

// A provider's delivery status for a broadcast's message (the channel layer hands over the ones
// naming no outbox message): found by the provider's id, or by ours (the recipient's id, echoed as
// biz_opaque_callback_data) when the send's answer was not recorded yet. The provider's word is
// the send's record then: a recipient still waiting (its worker killed between the provider's
// accept and our write) is not sent again. One statement per status (found and written together:
// a dispatch at the provider's full rate brings two statuses per message). False when it names no
// recipient of the channel.
export async function applyRecipientStatus(services: SinkServices, row: ChannelRow, event: StatusEvent) {
  // A bounce report of a broadcast's e-mail: retried or ended by its own rules.
  if (event.status === 'failed' && row.type === 'email') {
    const { rows } = await services.database.query<{ id: string }>(
      `select id from broadcast_recipients
       where channel_id = $1 and account_id = $2 and (provider_message_id = $3 or id = $4)
       limit 1`,
      [row.id, row.accountId, event.providerMessageId, event.messageId ?? ''],
    );
    const [recipient] = rows;
    if (!recipient) return false;
    await applyEmailBounce(services, row, recipient.id, event.errorCode);
    return true;
  }
  const found = `with found as (
      select id from broadcast_recipients
      where channel_id = $1 and account_id = $2 and (provider_message_id = $3 or id = $4)
      limit 1
    )`;
  const base = [
    row.id,
    row.accountId,
    event.providerMessageId,
    event.messageId ?? '',
    event.at.toISOString(),
  ];
  const write =
    event.status === 'failed'
      ? {
          sql: `${found}, moved as (
              update broadcast_recipients r set state = 'failed', reason = $6, failed_at = $5::timestamptz,
                locked_until = null, provider_message_id = coalesce(r.provider_message_id, $3)
              from found where r.id = found.id and r.state in ('waiting', 'sent') returning 1
            )
            select count(*)::int as found from found`,
          params: [...base, event.errorCode ? deliveryCodeOf(event.errorCode) : '9990'],
        }
      : {
          sql: `${found}, moved as (
              update broadcast_recipients r set
                state = case when r.state = any($6::text[]) then $7 else r.state end,
                locked_until = null, provider_message_id = coalesce(r.provider_message_id, $3),
                ${stamps[event.status]}
              from found where r.id = found.id and r.state = any($8::text[]) returning 1
            )
            select count(*)::int as found from found`,
          params: [
            ...base,
            progressing.filter((state) => (rank[state] ?? 0) < (rank[event.status] ?? 0)),
            event.status,
            progressing,
          ],
        };
  const { rows } = await services.database.query<{ found: number }>(write.sql, write.params);
  return Number(rows[0]?.found ?? 0) > 0;
}
