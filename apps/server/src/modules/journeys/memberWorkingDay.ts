import { levels } from '@prosa/contracts';
import { type WorkingDayStatus, workingDayStatus } from '@prosa/domain';
import type { Db } from '../../db/database.ts';
import { findMemberJourneys } from './journeyRepository.ts';

export type MemberJourney = Awaited<ReturnType<typeof findMemberJourneys>>[number];

// Administrators and above work without a schedule (spec §6), whatever journey they are linked to.
export const isBoundByJourney = (member: { level: number }) => member.level > levels.administrator;

// Where `now` falls for a member bound by a journey; null when no journey binds them.
export function memberStatus(member: MemberJourney, now: Date): WorkingDayStatus | null {
  if (!isBoundByJourney(member)) return null;
  return workingDayStatus(member, member.timeZone, now);
}

// The working-day status of each of the users' memberships, keyed by `accountId:userId`.
export async function findMemberStatuses(db: Db, userIds: string[], now: Date) {
  const statuses = new Map<string, { member: MemberJourney; status: WorkingDayStatus }>();
  for (const member of await findMemberJourneys(db, [...new Set(userIds)])) {
    const status = memberStatus(member, now);
    if (status) statuses.set(`${member.accountId}:${member.userId}`, { member, status });
  }
  return statuses;
}
