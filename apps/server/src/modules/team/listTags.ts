import type { RequestContext } from '../../app/authentication.ts';
import { findTags } from './tagRepository.ts';

// The account's tags by title; the page filters them as the user types.
export async function listTags(ctx: RequestContext) {
  return { tags: await findTags(ctx.db, ctx.accountId) };
}
