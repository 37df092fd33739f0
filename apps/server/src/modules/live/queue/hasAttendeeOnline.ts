import { hasAttendeeNow } from '@prosa/domain';
import type { Db } from '../../../db/database.ts';
import type { DepartmentRow } from '../rooms/findDepartment.ts';
import { loadAttendees } from './loadAttendees.ts';

// Whether anybody online could take a room of this department (null: a room without one) now,
// by the distribution or by hand: the rule of canTakeByHand over the online members.
export async function hasAttendeeOnline(db: Db, accountId: string, department: DepartmentRow | null) {
  const attendees = await loadAttendees(db, accountId, department?.id ?? null);
  return hasAttendeeNow(attendees, {
    maxAttendances: department?.maxAttendances ?? null,
    checkIn: department?.checkIn ?? false,
  });
}
