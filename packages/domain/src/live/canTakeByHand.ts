import type { Candidate } from './chooseAttendant.ts';

export interface Attendee extends Candidate {
  // Permission level: administrators (12 and below) take from any department's queue.
  level: number;
  // Linked to the room's department (always true for a room without a department).
  isDepartmentMember: boolean;
}

export interface HandRules {
  // The department's maximum of attendances; null: no department, no cap.
  maxAttendances: number | null;
  checkIn: boolean;
}

const administratorLevel = 12;

// Whether an attendant could take a room of this department now, by hand or by the distribution:
// online (away receives none), under the maximum, and either one of the department's attendants
// (checked in when it asks) or an administrator, who takes from every queue. This decides what
// the customer hears on a hand-off: nobody eligible means "all our attendants are busy".
export function canTakeByHand(attendee: Attendee, rules: HandRules): boolean {
  if (!attendee.online) return false;
  if (rules.maxAttendances !== null && attendee.open >= rules.maxAttendances) return false;
  if (attendee.isDepartmentMember && (!rules.checkIn || attendee.checkedIn)) return true;
  return attendee.level <= administratorLevel;
}

export const hasAttendeeNow = (attendees: readonly Attendee[], rules: HandRules) =>
  attendees.some((attendee) => canTakeByHand(attendee, rules));
