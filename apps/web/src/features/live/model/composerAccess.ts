import type { ConversationSummary } from '@prosa/contracts';
import { nextRoomStatus, type RoomStatus } from '@prosa/domain';

export type ComposerAccess = 'send' | 'finished' | 'notAttendant' | 'paused';

// Whether the attendant may write in a room, else why not. As on the server: only the room's
// attendants — its current holder and the participants added to it, not one it was transferred
// away from — in a status that takes an answer.
export function composerAccess(
  conversation: Pick<ConversationSummary, 'attendantId' | 'participants' | 'status'>,
  userId: string,
): ComposerAccess {
  const status = conversation.status as RoomStatus;
  if (status === 'finished' || status === 'abandoned') return 'finished';
  const attends =
    conversation.attendantId === userId || conversation.participants.some((p) => p.id === userId);
  if (!attends) return 'notAttendant';
  return nextRoomStatus(status, 'answer') === null ? 'paused' : 'send';
}
