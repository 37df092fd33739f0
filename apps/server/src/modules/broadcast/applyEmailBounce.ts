import { type ChannelRow, type SinkServices, suppressAddress } from '../channels/index.ts';
import { emailRetryWindowMs } from './BroadcastSender.ts';
import { enqueueDispatch } from './enqueueDispatch.ts';

// A full mailbox or a busy server is not over in seconds: 30 minutes, doubling, at most 12 hours
// apart — a handful of tries over the 72 hours rather than hundreds.
const softBounceDelay = (attempts: number) =>
  Math.min(30 * 60_000 * 2 ** Math.max(0, attempts - 1), 12 * 3600_000);

// A bounce report (RFC 3464) about a broadcast's e-mail, after the relay took it. A hard bounce ends
// the recipient and suppresses the address (as the channel does for its own mail). A soft bounce
// sends it again after the backoff while the recipient is under 72 hours old (campaigns §9): the
// recipient waits again and its dispatch goes back to processing, so the sweep picks it up; after
// that it ends `softBounce`. A report about a recipient that already bounced or ended changes nothing.
export async function applyEmailBounce(
  services: SinkServices,
  row: ChannelRow,
  recipientId: string,
  errorCode: string | undefined,
) {
  const { rows } = await services.database.query<{
    dispatch_id: string;
    email: string | null;
    attempts: number;
    created_at: string | Date;
  }>(
    `select dispatch_id, email, attempts, created_at from broadcast_recipients
     where id = $1 and account_id = $2 and state in ('sent', 'opened', 'clicked')`,
    [recipientId, row.accountId],
  );
  const [recipient] = rows;
  if (!recipient) return;
  const now = services.clock.now();
  // Reported as spam: it reached the customer, who wants none of it. Not a failure (no moment in
  // the failures' minutes); the address is mailed no more.
  if (errorCode === 'emailSpam') {
    await services.database.query(
      `update broadcast_recipients set state = 'spam', reason = 'emailSpam'
       where id = $1 and state in ('sent', 'opened', 'clicked')`,
      [recipientId],
    );
    if (recipient.email) await suppressAddress(services.database.db, row.accountId, recipient.email, 'spam');
    return;
  }
  const isHard = errorCode !== 'emailSoftBounce';
  if (isHard) {
    await services.database.query(
      `update broadcast_recipients set state = 'hardBounce', reason = 'emailHardBounce',
         failed_at = $2::timestamptz
       where id = $1 and state in ('sent', 'opened', 'clicked')`,
      [recipientId, now.toISOString()],
    );
    if (recipient.email)
      await suppressAddress(services.database.db, row.accountId, recipient.email, 'hardBounce');
    return;
  }
  if (now.getTime() - new Date(recipient.created_at).getTime() >= emailRetryWindowMs) {
    await services.database.query(
      `update broadcast_recipients set state = 'softBounce', reason = 'emailSoftBounce',
         failed_at = $2::timestamptz
       where id = $1 and state in ('sent', 'opened', 'clicked')`,
      [recipientId, now.toISOString()],
    );
    return;
  }
  const due = new Date(now.getTime() + softBounceDelay(Number(recipient.attempts)));
  await services.database.query(
    `update broadcast_recipients set state = 'waiting', reason = 'emailSoftBounce',
       next_attempt_at = $2::timestamptz, locked_until = null
     where id = $1 and state in ('sent', 'opened', 'clicked')`,
    [recipientId, due.toISOString()],
  );
  await services.database.query(
    `update broadcast_dispatches set status = 'processing', finished_at = null where id = $1 and status = 'sent'`,
    [recipient.dispatch_id],
  );
  await enqueueDispatch(services, recipient.dispatch_id, due);
}
