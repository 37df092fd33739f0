import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { findMemberStatuses } from './findMemberStatuses.ts';

// Login and account choice: a member bound by a journey enters only inside one of its periods
// (the tolerance after a period is for finishing work, not for starting). No journey, no limit.
export async function refuseOutsideJourney(db: Db, accountId: string, userId: string, now: Date) {
  const found = (await findMemberStatuses(db, [userId], now)).get(`${accountId}:${userId}`);
  if (found && found.status.kind !== 'working') throw new CatalogueError('auth.outsideJourney');
}
