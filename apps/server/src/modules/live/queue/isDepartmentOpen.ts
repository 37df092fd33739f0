import type { Db } from '../../../db/database.ts';
import { isInsideJourney } from '../../journeys/index.ts';

// A department's business hours are its journey; one without a journey is always open.
export const isDepartmentOpen = (
  db: Db,
  department: { accountId: string; journeyId: string | null },
  now: Date,
) => (department.journeyId ? isInsideJourney(db, department.accountId, department.journeyId, now) : true);
