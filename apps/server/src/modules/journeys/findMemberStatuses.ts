import { levels } from '@prosa/contracts';
import { type WorkingDayStatus, workingDayStatus } from '@prosa/domain';
import type { Db } from '../../db/database.ts';
import { findMemberJourneys } from './journeyRepository.ts';

type MemberJourney = Awaited<ReturnType<typeof findMemberJourneys>>[number];

// The working-day status at `now` of each membership of the users that a journey binds, keyed by
// `accountId:userId`. Administrators and above work without a schedule (spec §6), whatever journey
// they are linked to, so they are left out.
export async function findMemberStatuses(db: Db, userIds: string[], now: Date) {
  const statuses = new Map<string, { member: MemberJourney; status: WorkingDayStatus }>();
  for (const member of await findMemberJourneys(db, [...new Set(userIds)])) {
    if (member.level <= levels.administrator) continue;
    const status = workingDayStatus(member, member.timeZone, now);
    statuses.set(`${member.accountId}:${member.userId}`, { member, status });
  }
  return statuses;
}
