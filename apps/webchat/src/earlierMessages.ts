import type { LiveMessage } from '@prosa/contracts';

// The visitor's finished conversations that stay on show above the current one: `more` (the
// server's history, or the conversation just left) joins `shown` once per message, the
// conversations in the order they began and each in its own sequence.
export function mergeEarlier(shown: readonly LiveMessage[], more: readonly LiveMessage[]): LiveMessage[] {
  const byId = new Map<string, LiveMessage>();
  for (const message of [...shown, ...more]) byId.set(message._id, message);
  const all = [...byId.values()];
  const began = new Map<string, string>();
  for (const { conversationId, createdAt } of all) {
    const known = began.get(conversationId);
    if (!known || createdAt < known) began.set(conversationId, createdAt);
  }
  const beganAt = (message: LiveMessage) => began.get(message.conversationId) ?? '';
  return all.sort(
    (a, b) =>
      beganAt(a).localeCompare(beganAt(b)) ||
      a.conversationId.localeCompare(b.conversationId) ||
      a.seq - b.seq,
  );
}
