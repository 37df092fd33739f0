import type { RoomStatus } from './roomStatuses.ts';

export type ViewRule = 'all' | 'bots' | 'only';

export interface ConversationViewer {
  userId: string;
  level: number;
  viewRule: ViewRule;
  departmentIds: readonly string[];
  // The toggle that lets an attendant view (and transfer) other attendants' conversations.
  canSeeOthers: boolean;
}

export interface VisibleConversation {
  attendantId: string | null;
  // The attendants added to it (group attendance): they attend it beside the holder.
  participantIds: readonly string[];
  departmentId: string | null;
  status: RoomStatus;
}

// Not in live chat: with the bot or over. Nobody holds these, so the narrow rules still show them.
const notLive: readonly RoomStatus[] = ['bot', 'finished', 'abandoned'];

// Who sees a conversation (decisions.md, roles and view rules). Levels: lower is more power.
// "Its own" is one it attends: as its holder or as a participant added to it.
//  - 10–12 (provider, administrator): everything; their view rule does not narrow it.
//  - 13 (manager): its own, the unassigned, the not-live, and any in one of its departments;
//    the view rule does not narrow it (managers default to `all` and the decision sets this reach).
//  - 14+ (attendant, junior) with "see others": everything.
//  - 14+ otherwise, by view rule:
//      all  - its own, the not-live, and the unassigned whose department is one of its own
//             (an unassigned conversation with no department is not in any of its departments);
//      bots - its own and the not-live (those never handed to a human, read as "not live");
//      only - its own.
export function canSeeConversation(viewer: ConversationViewer, c: VisibleConversation): boolean {
  if (viewer.level <= 12) return true;
  const isOwn = c.attendantId === viewer.userId || c.participantIds.includes(viewer.userId);
  const isNotLive = notLive.includes(c.status);
  const inMyDepartment = c.departmentId !== null && viewer.departmentIds.includes(c.departmentId);
  if (viewer.level === 13) return isOwn || isNotLive || c.attendantId === null || inMyDepartment;
  if (viewer.canSeeOthers) return true;
  switch (viewer.viewRule) {
    case 'all':
      return isOwn || isNotLive || (c.attendantId === null && inMyDepartment);
    case 'bots':
      return isOwn || isNotLive;
    case 'only':
      return isOwn;
  }
}
