import type { PendingSend } from '../model/pendingSends.ts';

// Unacknowledged sends outlive the room view (switching conversations, a reconnect): they stay in
// memory for the tab's life and are retried when their room is open and the socket is back.
const pendingByConversation = new Map<string, PendingSend[]>();

export const readPending = (conversationId: string) => pendingByConversation.get(conversationId) ?? [];

export function writePending(conversationId: string, pending: PendingSend[]) {
  if (pending.length === 0) pendingByConversation.delete(conversationId);
  else pendingByConversation.set(conversationId, pending);
}
