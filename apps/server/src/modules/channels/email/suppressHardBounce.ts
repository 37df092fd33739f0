import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { channelOutbox } from '../../../db/schema/index.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import type { ChannelRow } from '../channelRepository.ts';
import { suppressAddress } from './emailSuppressions.ts';

type StatusEvent = Extract<InboundEvent, { kind: 'status' }>;

// A hard bounce says the address does not take mail, a spam complaint that its owner wants none
// of ours: it joins the account's suppression list, so later sends to it fail without reaching the
// relay. The address is the one our message went to, not whatever the report claims.
export async function suppressHardBounce(db: Db, row: ChannelRow, event: StatusEvent) {
  const reason =
    event.errorCode === 'emailHardBounce' ? 'hardBounce' : event.errorCode === 'emailSpam' ? 'spam' : null;
  if (!reason) return;
  const [sent] = await db
    .select({ recipient: channelOutbox.recipient })
    .from(channelOutbox)
    .where(
      and(
        eq(channelOutbox.accountId, row.accountId),
        eq(channelOutbox.channelId, row.id),
        eq(channelOutbox.providerMessageId, event.providerMessageId),
      ),
    );
  if (sent) await suppressAddress(db, row.accountId, sent.recipient, reason);
}
