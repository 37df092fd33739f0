import type { AttendantSettings } from './attendantSettings.ts';

// The live chat's plain constants, in a file without zod: the /live screen imports them and so
// ships none of the schemas (zod alone is about 25 KB gzipped).

// GET /api/live/conversations boxes.
export const liveBoxes = ['inbox', 'queue', 'all', 'finished'] as const;

// Text messages are capped so one message cannot swamp a room.
export const messageTextMaxLength = 4096;

// Attendant settings (spec core.md §3). sortType: the sign is the direction (negative = newest
// first), the magnitude the moment compared: 11 the last message, 12 the conversation's start.
export const sortTypes = [-11, 11, -12, 12] as const;
export const exhibitionTypes = ['highlight', 'notification'] as const;
export const exhibitionAlertTimeLimits = { min: 1, max: 60 } as const;

export const defaultAttendantSettings: AttendantSettings = {
  attendantBell: true,
  messageBell: true,
  sortType: -11,
  exhibition: false,
  exhibitionType: 'highlight',
  exhibitionAlertTime: 1,
};

// Where a live-chat room stands. The archived flag is separate: a finished room stays visible
// until archived, and archiving does not change its status.
export const roomStatusNames = [
  'bot', // customer talking to the chatbot, not live yet
  'queueAutomatic', // in the department queue; distribution assigns an attendant
  'queueManual', // in the department queue; attendants take it by hand (distribution none)
  'new', // assigned to an attendant who has not answered yet
  'waiting', // in attendance: the attendant answered
  'transferred', // transferred to an attendant who has not answered yet
  'internal', // started by an attendant; the customer has not replied yet
  'paused', // awaiting the customer's response to a template message
  'finished', // finished by an attendant
  'abandoned', // the customer left, or an idle room was auto-archived before being finished
] as const;
export type RoomStatusName = (typeof roomStatusNames)[number];
