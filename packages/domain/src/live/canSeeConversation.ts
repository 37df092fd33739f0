import type { RoomStatus } from './roomStatuses.ts';

export type ViewRule = 'all' | 'bots' | 'only';

export interface ConversationViewer {
  userId: string;
  level: number;
  viewRule: ViewRule;
  departmentIds: readonly string[];
  // The toggle that lets an attendant view (and transfer) other attendants' conversations.
  canSeeOthers: boolean;
  // The live setting "managers see the agents' conversations" (exhibitions.manager): off, a manager
  // no longer sees the rooms other attendants hold in its departments. Absent means on.
  managersSeeAttendants?: boolean;
}

export interface VisibleConversation {
  attendantId: string | null;
  // The attendants added to it (group attendance): they attend it beside the holder.
  participantIds: readonly string[];
  // Everyone who ever held it (the spec's "attendants"); empty while no human has.
  attendantIds: readonly string[];
  departmentId: string | null;
  status: RoomStatus;
}

// Not in live chat: with the bot or over. Nobody holds these, so a manager still sees them.
export const notLiveStatuses: readonly RoomStatus[] = ['bot', 'finished', 'abandoned'];

// What a viewer may see, as a union of kinds of conversations. Its own (held, or added to as a
// participant) are always in it. This is the one definition of the view rule: canSeeConversation
// reads it for one conversation and the server turns it into the SQL of the live lists
// (conversationReachSql), so the two cannot drift apart.
export interface ConversationReach {
  everything: boolean;
  // Those with the bot or over (notLiveStatuses).
  notLive: boolean;
  // Those nobody holds, in any department or none.
  unassigned: boolean;
  // Those no human has ever held: with the bot, handed off with nobody to receive them, queued.
  neverAttended: boolean;
  // Every conversation of these departments.
  departmentIds: readonly string[];
}

const nothingMore = { everything: false, notLive: false, unassigned: false, neverAttended: false };

// Who sees what (spec decisions.md, roles and view rules). Levels: lower is more power.
//  - 10–12 (provider, administrator): everything; their view rule does not narrow it.
//  - 13 (manager): its own, the unassigned, the not-live, and any in one of its departments (unless
//    the account's live settings turn "managers see the agents' conversations" off); the view rule
//    does not narrow it (decisions.md sets this reach for level 13).
//  - 14+ (attendant, junior) with "see others": everything.
//  - 14+ otherwise, by view rule:
//      all  - everything;
//      bots - its own and those never transshipped to a human (no human has ever held them);
//      only - its own.
export function conversationReachOf(viewer: ConversationViewer): ConversationReach {
  if (viewer.level <= 12 || (viewer.level > 13 && (viewer.canSeeOthers || viewer.viewRule === 'all')))
    return { ...nothingMore, everything: true, departmentIds: [] };
  if (viewer.level === 13)
    return {
      ...nothingMore,
      notLive: true,
      unassigned: true,
      departmentIds: viewer.managersSeeAttendants === false ? [] : viewer.departmentIds,
    };
  return { ...nothingMore, neverAttended: viewer.viewRule === 'bots', departmentIds: [] };
}

export const isOwnConversation = (userId: string, c: VisibleConversation) =>
  c.attendantId === userId || c.participantIds.includes(userId);

export function isWithinReach(reach: ConversationReach, userId: string, c: VisibleConversation): boolean {
  return (
    reach.everything ||
    isOwnConversation(userId, c) ||
    (reach.notLive && notLiveStatuses.includes(c.status)) ||
    (reach.unassigned && c.attendantId === null) ||
    (reach.neverAttended && c.attendantIds.length === 0 && c.attendantId === null) ||
    (c.departmentId !== null && reach.departmentIds.includes(c.departmentId))
  );
}

export function canSeeConversation(viewer: ConversationViewer, c: VisibleConversation): boolean {
  return isWithinReach(conversationReachOf(viewer), viewer.userId, c);
}
