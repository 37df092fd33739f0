import type { ChannelRow, SinkServices } from '../channels/index.ts';

// An address unsubscribed through the List-Unsubscribe of an e-mail of the channel (the channel
// layer already suppressed it): the latest broadcast e-mail it got there ends `unsubscribed`, the
// outcome of campaigns §4. The link names the channel and the address, not the dispatch, so it is
// the latest one sent — the one in the reader's hands, nearly always.
export async function recordRecipientUnsubscribed(services: SinkServices, row: ChannelRow, address: string) {
  await services.database.query(
    `update broadcast_recipients set state = 'unsubscribed'
     where id = (
       select id from broadcast_recipients
       where channel_id = $1 and account_id = $2 and email = $3 and sent_at is not null
       order by sent_at desc limit 1
     ) and state in ('sent', 'opened', 'clicked')`,
    [row.id, row.accountId, address.toLowerCase()],
  );
}
