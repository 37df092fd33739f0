import { workingDayStatus } from '@prosa/domain';
import type { Db } from '../../db/database.ts';
import { findJourneyHours } from './journeyRepository.ts';

// Whether `now` falls inside one of a journey's periods, read in the account's time zone. A
// department's journey is its business hours (docs/decisions.md): the tolerance that lets a member
// wrap up after a period does not keep a department open, so it counts for nothing here.
export async function isInsideJourney(db: Db, accountId: string, journeyId: string, now: Date) {
  const hours = await findJourneyHours(db, accountId, journeyId);
  // Not the account's (a journey in use cannot be deleted): no hours to keep to.
  if (!hours) return true;
  const journey = { schedules: hours.schedules, toleranceMinutes: 0 };
  return workingDayStatus(journey, hours.timeZone, now).kind === 'working';
}
