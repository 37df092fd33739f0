import { type RoomStatusName, roomStatusNames } from '@prosa/contracts';

// Where a live-chat room stands: the contracts' list (the API's schemas name it), under the names
// this state machine and its callers use.
export const roomStatuses = roomStatusNames;
export type RoomStatus = RoomStatusName;

export const roomActions = [
  'handOff',
  'distribute',
  'take',
  'answer',
  'transfer',
  'finish',
  'archive',
  'customerMessage',
  'abandon',
  'startInternal',
  'pauseForTemplate',
] as const;
export type RoomAction = (typeof roomActions)[number];

export interface RoomTransitionContext {
  // transfer: to a named attendant (else back to a department queue)
  toAttendant?: boolean;
  // handOff and transfer to a department: its distribution assigns (else attendants take by hand)
  queueAutomatic?: boolean;
}

// A room started by an attendant is born in this status; there is no transition into it.
export const initialInternalStatus: RoomStatus = 'internal';

const queueStatuses: readonly RoomStatus[] = ['queueAutomatic', 'queueManual'];
const finishable: readonly RoomStatus[] = ['new', 'waiting', 'transferred', 'internal', 'paused'];
const transferable: readonly RoomStatus[] = ['new', 'waiting', 'transferred', ...queueStatuses];

function queueFor(ctx: RoomTransitionContext): RoomStatus {
  return ctx.queueAutomatic ? 'queueAutomatic' : 'queueManual';
}

// The status after an action, or null when the action is refused in this status
// (refusalFor names the catalogue error). The caller checks who may act; this only knows statuses.
export function nextRoomStatus(
  status: RoomStatus,
  action: RoomAction,
  ctx: RoomTransitionContext = {},
): RoomStatus | null {
  switch (action) {
    case 'handOff':
      return status === 'bot' ? queueFor(ctx) : null;
    case 'distribute':
      return status === 'queueAutomatic' ? 'new' : null;
    case 'take':
      // A transferred room is takeable only while no attendant holds it; the caller checks that.
      return queueStatuses.includes(status) || status === 'transferred' ? 'new' : null;
    case 'answer':
      // A room an attendant started stays internal until the customer replies (docs/decisions.md).
      if (status === 'internal') return 'internal';
      return ['new', 'transferred', 'waiting'].includes(status) ? 'waiting' : null;
    case 'transfer':
      if (!transferable.includes(status)) return null;
      return ctx.toAttendant ? 'transferred' : queueFor(ctx);
    case 'finish':
      return finishable.includes(status) ? 'finished' : null;
    case 'archive':
      return finishable.includes(status) || status === 'finished' ? 'finished' : null;
    case 'customerMessage':
      // After finished or abandoned the caller restarts the bot: a new conversation begins.
      if (status === 'finished' || status === 'abandoned') return null;
      return status === 'paused' || status === 'internal' ? 'waiting' : status;
    case 'abandon':
      return queueStatuses.includes(status) || status === 'new' || status === 'bot' ? 'abandoned' : null;
    case 'startInternal':
      return null;
    case 'pauseForTemplate':
      return ['finished', 'abandoned', 'internal'].includes(status) ? 'paused' : null;
  }
}

// An attendant holds the room (a transferred room's holder is known only to the caller).
export function isTaken(status: RoomStatus): boolean {
  return ['new', 'waiting', 'internal', 'paused'].includes(status);
}

// The room is in live chat: queued or with an attendant, not with the bot and not over.
export function isOpenLive(status: RoomStatus): boolean {
  return [...queueStatuses, 'new', 'waiting', 'transferred', 'internal', 'paused'].includes(status);
}

export type RoomRefusal =
  | 'live.finishNotTaken'
  | 'live.alreadyTaken'
  | 'live.transferInvalidStatus'
  | 'live.invalidStatus';

// The catalogue code for a refused action; meaningful only when nextRoomStatus returned null.
export function refusalFor(status: RoomStatus, action: RoomAction): RoomRefusal {
  if ((action === 'finish' || action === 'archive') && (status === 'bot' || queueStatuses.includes(status)))
    return 'live.finishNotTaken';
  if (action === 'take' && isTaken(status)) return 'live.alreadyTaken';
  if (action === 'transfer') return 'live.transferInvalidStatus';
  return 'live.invalidStatus';
}
