import type { RoomStatusName, WebchatState } from '@prosa/contracts';
import type { Db } from '../../db/database.ts';
import { computeQueuePosition } from './computeQueuePosition.ts';
import type { ConversationRow } from './webchatConversationRepository.ts';

export const emptyWebchatState: WebchatState = {
  conversationId: null,
  status: null,
  attendantName: null,
  queuePosition: null,
  surveyOpen: false,
  npsOpen: false,
  lastSeq: 0,
};

// What the widget shows of a conversation: who attends, the queue position, whether the survey waits.
// `knownQueuePosition` spares the count when the caller already walked the queue in order.
export async function readWebchatState(
  db: Db,
  conversation: ConversationRow | null,
  knownQueuePosition?: number,
): Promise<WebchatState> {
  if (!conversation) return emptyWebchatState;
  // A finished conversation keeps its holder for the panel; the visitor is no longer talking to them.
  const isOver = conversation.status === 'finished' || conversation.status === 'abandoned';
  const attendant = conversation.attendantId && !isOver ? conversation.attendants.at(-1) : undefined;
  return {
    conversationId: conversation.id,
    status: conversation.status as RoomStatusName,
    attendantName: attendant?.name ?? null,
    queuePosition: knownQueuePosition ?? (await computeQueuePosition(db, conversation)),
    surveyOpen: conversation.status === 'finished' && conversation.satisfaction === null,
    npsOpen:
      conversation.status === 'finished' && conversation.satisfaction !== null && conversation.nps === null,
    lastSeq: conversation.lastSeq,
  };
}
