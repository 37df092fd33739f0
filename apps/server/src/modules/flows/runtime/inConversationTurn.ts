// One flow turn at a time per conversation in this process: a message, an effect's result and a
// timer of the same conversation would otherwise read the same cursor and both write it.
const turns = new Map<string, Promise<unknown>>();

export function inConversationTurn<T>(conversationId: string, work: () => Promise<T>): Promise<T> {
  const previous = turns.get(conversationId) ?? Promise.resolve();
  // The previous turn's failure is its own caller's to report (it got that promise); this turn runs.
  const next = previous.catch(() => undefined).then(work);
  turns.set(conversationId, next);
  const forget = () => {
    if (turns.get(conversationId) === next) turns.delete(conversationId);
  };
  next.then(forget, forget);
  return next;
}
