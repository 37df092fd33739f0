import type { RequestContext } from '../../app/authentication.ts';
import { findTeamMembers } from './teamMemberRepository.ts';

// The attendants drawer: the account's active members, or only those sharing a department with the
// caller when the caller's attendant-list visibility says so.
export async function listTeamMembers(ctx: RequestContext) {
  return { members: await findTeamMembers(ctx.db, ctx.accountId, ctx.userId) };
}
