import type { ConversationSummary } from '@prosa/contracts';
import { nextRoomStatus, type RoomStatus } from '@prosa/domain';

export type ComposerAccess = 'send' | 'finished' | 'notAttendant' | 'paused';

// Whether the attendant may write in a room, else why not. As on the server: only the current
// attendant — not one it was transferred away from — in a status that takes an answer.
export function composerAccess(
  conversation: Pick<ConversationSummary, 'attendantId' | 'status'>,
  userId: string,
): ComposerAccess {
  const status = conversation.status as RoomStatus;
  if (status === 'finished' || status === 'abandoned') return 'finished';
  if (conversation.attendantId !== userId) return 'notAttendant';
  return nextRoomStatus(status, 'answer') === null ? 'paused' : 'send';
}
