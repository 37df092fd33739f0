import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { refuseOutsideJourney } from '../journeys/index.ts';
import { updateSession } from './sessionRepository.ts';
import { findMembership } from './userRepository.ts';

// Enters one of the user's accounts; any other id is "account not correct", whether it exists or not,
// and an account that deactivated the user answers "inactive user".
export async function selectAccount(db: Db, sessionId: string, userId: string, accountId: string, now: Date) {
  const found = await findMembership(db, accountId, userId);
  if (!found) throw new CatalogueError('auth.accountNotCorrect');
  if (!found.membership.isActive) throw new CatalogueError('auth.inactiveUser');
  await refuseOutsideJourney(db, accountId, userId, now);
  await updateSession(db, sessionId, { accountId });
  return found;
}
