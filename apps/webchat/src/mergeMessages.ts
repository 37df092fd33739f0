import type { LiveMessage } from '@prosa/contracts';

// Adds stored messages to what the widget shows: one entry per seq, ordered by seq. A message
// that arrives twice (the live event and the catch-up after a reconnect, or the ack and the
// event) replaces its earlier copy, so the newest statuses win.
export function mergeMessages(
  shown: readonly LiveMessage[],
  incoming: readonly LiveMessage[],
): LiveMessage[] {
  const bySeq = new Map<number, LiveMessage>();
  for (const message of shown) bySeq.set(message.seq, message);
  for (const message of incoming) {
    const earlier = bySeq.get(message.seq);
    // A late copy must not undo a status already seen (read stays read).
    const statuses = earlier ? [...new Set([...earlier.statuses, ...message.statuses])] : message.statuses;
    bySeq.set(message.seq, { ...message, statuses });
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

// The highest seq held: what the widget asks to continue from after a reconnect.
export const lastSeqOf = (messages: readonly LiveMessage[]) =>
  messages.reduce((last, message) => Math.max(last, message.seq), 0);
