import type { BroadcastCounts, BroadcastDispatchStatus } from '@prosa/contracts';

// The status a dispatch shows (campaigns §4). What is stored is its course — scheduled, processing,
// then `sent` once no recipient waits; a finished dispatch then shows how far its messages got:
// read or delivered when every one sent got that far, else sent; with none sent, why: no credits,
// provider errors, or every recipient skipped (opted out, blocked). An e-mail opened or clicked
// reads as read; one that bounced as an error; one unsubscribed or reported as spam was sent.
export function dispatchStatusOf(
  stored: BroadcastDispatchStatus,
  counts: BroadcastCounts,
): BroadcastDispatchStatus {
  if (stored !== 'sent') return stored;
  const read = counts.read + counts.opened + counts.clicked;
  const sent = counts.sent + counts.delivered + read + counts.unsubscribed + counts.spam;
  if (sent === 0) {
    if (counts.insufficientCredits > 0) return 'insufficientCredits';
    if (counts.failed + counts.softBounce + counts.hardBounce > 0) return 'error';
    return 'notSent';
  }
  if (read === sent) return 'read';
  if (counts.delivered + read === sent) return 'delivered';
  return 'sent';
}
