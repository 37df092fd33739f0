// What a conversation's message needs for merging: its per-conversation sequence and statuses.
export interface SequencedMessage {
  seq: number;
  statuses: string[];
}

// Messages reach the panel and the widget from the first load, the socket and the catch-up after a
// reconnect, in any order and sometimes twice: one entry per seq, ordered by seq. A late copy
// replaces the earlier one but never undoes a status already seen (read stays read). Nothing new
// keeps the same list, so React sees no change.
export function mergeMessages<T extends SequencedMessage>(shown: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return shown as T[];
  const bySeq = new Map<number, T>();
  for (const message of shown) bySeq.set(message.seq, message);
  for (const message of incoming) {
    const earlier = bySeq.get(message.seq);
    const statuses = earlier ? [...new Set([...earlier.statuses, ...message.statuses])] : message.statuses;
    bySeq.set(message.seq, { ...message, statuses });
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

// The highest seq held: what a client asks to continue from after a reconnect.
export const lastSeqOf = (messages: readonly SequencedMessage[]) =>
  messages.reduce((last, message) => Math.max(last, message.seq), 0);
