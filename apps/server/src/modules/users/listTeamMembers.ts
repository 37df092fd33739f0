import type { RequestContext } from '../../app/authentication.ts';
import { findLiveSettings, resolveLiveSettings } from '../liveSettings/index.ts';
import { findTeamMembers } from './teamMemberRepository.ts';

// The attendants drawer (and the transfer's list of attendants): the account's active members, or
// only those sharing a department with the caller when the caller's attendant-list visibility says
// so, or only themselves for an attendant when the live setting exhibitions.attendant is off.
export async function listTeamMembers(ctx: RequestContext) {
  const { exhibitions } = resolveLiveSettings(await findLiveSettings(ctx.db, ctx.accountId)).behavior;
  return { members: await findTeamMembers(ctx.db, ctx.accountId, ctx.userId, exhibitions.attendant) };
}
