import type { RoomStatus } from './roomStatuses.ts';

// How a hand-off from the bot to a human went, kept on the conversation for reports.
export const transshipmentStatuses = [
  'notAttended', // with an attendant who has not answered yet
  'waiting', // in a department queue
  'attended', // an attendant answered
  'unattended', // the customer left before anyone answered
  'unrealized', // no attendant online and no queue: the bot resumed
  'rejected',
] as const;
export type TransshipmentStatus = (typeof transshipmentStatuses)[number];

// Set by the caller when a hand-off finds no attendant online and no queue; no room status implies it.
export const transshipmentUnrealized: TransshipmentStatus = 'unrealized';

// The transshipment status once the room reaches `room`, given the one it had (null: the room was
// never handed to a human). Statuses that say nothing about the hand-off (bot, internal, paused,
// finished) keep the previous one, so an answered conversation stays attended after it ends.
export function transshipmentAfter(room: RoomStatus, previous: TransshipmentStatus): TransshipmentStatus;
export function transshipmentAfter(
  room: RoomStatus,
  previous: TransshipmentStatus | null,
): TransshipmentStatus | null;
export function transshipmentAfter(
  room: RoomStatus,
  previous: TransshipmentStatus | null,
): TransshipmentStatus | null {
  switch (room) {
    case 'queueAutomatic':
    case 'queueManual':
      return 'waiting';
    case 'new':
    case 'transferred':
      return 'notAttended';
    case 'waiting':
      return 'attended';
    case 'abandoned':
      // Only a customer who left while queued or unanswered was left unattended.
      return previous === 'waiting' || previous === 'notAttended' ? 'unattended' : previous;
    default:
      return previous;
  }
}
