import type { ConversationSummary } from '@prosa/contracts';

export interface SeenConversation {
  lastSeq: number;
  attendantId: string | null;
  isQueued: boolean;
}

export interface LiveAlert {
  kind: 'conversation' | 'message';
  conversation: ConversationSummary;
}

const isQueued = (summary: ConversationSummary) =>
  summary.status === 'queueAutomatic' || summary.status === 'queueManual';

// What a conversation update should ring: attendantBell when it was just assigned to the attendant
// or just entered the queue; messageBell when the customer wrote again in one of theirs (unless muted).
export function detectAlert(
  previous: SeenConversation | undefined,
  summary: ConversationSummary,
  currentUserId: string,
): LiveAlert | null {
  const isMine =
    summary.attendantId === currentUserId || summary.attendants.some((a) => a.id === currentUserId);
  if (isMine && previous?.attendantId !== currentUserId && summary.attendantId === currentUserId)
    return { kind: 'conversation', conversation: summary };
  if (isQueued(summary) && !previous?.isQueued) return { kind: 'conversation', conversation: summary };
  const isNewCustomerMessage =
    previous !== undefined &&
    summary.lastSeq > previous.lastSeq &&
    summary.lastMessage?.sender === 'customer';
  if (isMine && isNewCustomerMessage && !summary.muted) return { kind: 'message', conversation: summary };
  return null;
}

export const toSeen = (summary: ConversationSummary): SeenConversation => ({
  lastSeq: summary.lastSeq,
  attendantId: summary.attendantId,
  isQueued: isQueued(summary),
});
