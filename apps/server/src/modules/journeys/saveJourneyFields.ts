import type { ErrorCode, JourneyInput } from '@prosa/contracts';
import { findScheduleProblem, type ScheduleProblem } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';
import { countMembers, isNameTaken, saveJourney } from './journeyRepository.ts';

const scheduleProblemCodes = {
  weekdayRepeated: 'team.journeyWeekdayRepeated',
  timeInvalid: 'team.journeyTimeRequired',
  entryNotBeforeExit: 'team.journeyEntryAfterExit',
  periodsOverlap: 'team.journeyPeriodsOverlap',
} as const satisfies Record<ScheduleProblem, ErrorCode>;

// Create and edit share their checks: schedules that follow the rules (the contract checked only
// their shape), a free name in the account, linked ids that are all members of the caller's
// account (anything else answers as not found), then one transactional write.
export async function saveJourneyFields(
  ctx: RequestContext,
  id: string,
  input: JourneyInput,
  isNew: boolean,
) {
  const fields = {
    name: input.name,
    comments: input.comments ?? '',
    schedules: input.schedules ?? [],
    toleranceMinutes: input.toleranceMinutes,
    userIds: [...new Set(input.userIds ?? [])],
  };
  const problem = findScheduleProblem(fields.schedules);
  if (problem) throw new CatalogueError(scheduleProblemCodes[problem]);
  if (await isNameTaken(ctx.db, ctx.accountId, fields.name, isNew ? undefined : id))
    throw new CatalogueError('team.journeyNameTaken');
  if ((await countMembers(ctx.db, ctx.accountId, fields.userIds)) !== fields.userIds.length)
    throw new CatalogueError('team.journeyUserNotFound');
  try {
    const journey = await saveJourney(ctx.db, ctx.accountId, id, fields, isNew);
    if (!journey) throw new CatalogueError('team.journeyNotFound');
    return { journey };
  } catch (error) {
    // Two writers racing for one name: the same answer as the pre-check.
    if (isUniqueViolation(error)) throw new CatalogueError('team.journeyNameTaken');
    throw error;
  }
}
