import type { ConversationSummary } from '@prosa/contracts';
import { isAwaitingTooLong } from './isAwaitingTooLong.ts';

export interface TimerNotification {
  // The conversation and the moment its wait began: a later wait in the same room alerts again.
  key: string;
  summary: ConversationSummary;
  awaitingSince: string;
}

interface Options {
  userId: string;
  alertMinutes: number;
  now: number;
  notified: ReadonlySet<string>;
}

// The attendant's own conversations whose customer has now waited longer than the alert time and
// that were not notified yet for this wait. A room listed in two boxes counts once.
export function dueTimerNotifications(
  summaries: readonly ConversationSummary[],
  { userId, alertMinutes, now, notified }: Options,
): TimerNotification[] {
  const due = new Map<string, TimerNotification>();
  for (const summary of summaries) {
    const { awaitingSince } = summary;
    if (summary.attendantId !== userId || !awaitingSince) continue;
    const key = `${summary._id}@${awaitingSince}`;
    if (notified.has(key) || !isAwaitingTooLong(awaitingSince, alertMinutes, now)) continue;
    due.set(key, { key, summary, awaitingSince });
  }
  return [...due.values()];
}
