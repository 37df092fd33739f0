import type { ConversationSummary } from '@prosa/contracts';
import { isOpenLive, type RoomStatus } from '@prosa/domain';

const managerLevel = 13;

// Whether this member may add attendants to a room and remove them, as the server decides: its
// holder, or a manager or administrator (levels up to 13) who sees it, while it is being attended
// — not queued and not over. Leaving is every participant's own right and is not asked here.
export function canManageGroup(
  conversation: Pick<ConversationSummary, 'attendantId' | 'status'>,
  userId: string,
  level: number,
): boolean {
  const status = conversation.status as RoomStatus;
  const isAttended = isOpenLive(status) && status !== 'queueAutomatic' && status !== 'queueManual';
  return isAttended && (conversation.attendantId === userId || level <= managerLevel);
}
