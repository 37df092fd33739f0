import { usersPageSize } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { findLatestExtraUserRequest } from './extraUserRequestRepository.ts';
import { countMembers, findMemberPage, findUserLimit } from './memberRepository.ts';

// One page of the account's members, with how many seats the plan has left and the last request
// for more, so the screen offers the request when creation would be refused.
export async function listUsers(ctx: RequestContext, query: { search: string; page: number }) {
  const [page, used, limit, latestExtraRequest] = await Promise.all([
    findMemberPage(ctx.db, ctx.accountId, query.search, query.page, usersPageSize),
    countMembers(ctx.db, ctx.accountId),
    findUserLimit(ctx.db, ctx.accountId),
    findLatestExtraUserRequest(ctx.db, ctx.accountId),
  ]);
  return { ...page, page: query.page, pageSize: usersPageSize, quota: { used, limit }, latestExtraRequest };
}
