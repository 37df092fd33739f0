import { accessLogPageSize } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { findAccessLogPage } from './accessLogRepository.ts';
import { findMemberOrFail } from './findMemberOrFail.ts';

// A member's login attempts, newest first.
export async function listAccessLog(ctx: RequestContext, userId: string, page: number) {
  await findMemberOrFail(ctx.db, ctx.accountId, userId);
  const found = await findAccessLogPage(ctx.db, ctx.accountId, userId, page, accessLogPageSize);
  return { ...found, page, pageSize: accessLogPageSize };
}
