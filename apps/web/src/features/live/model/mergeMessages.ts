import type { LiveMessage } from '@prosa/contracts';

// Messages reach a room from the first load, the socket and the catch-up after a reconnect, in any
// order and sometimes twice: one copy per seq (the newest, for its statuses), ordered by seq.
export function mergeMessages(
  current: readonly LiveMessage[],
  incoming: readonly LiveMessage[],
): LiveMessage[] {
  if (incoming.length === 0) return current as LiveMessage[];
  const bySeq = new Map<number, LiveMessage>();
  for (const message of current) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}
