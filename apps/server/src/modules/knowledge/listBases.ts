import type { RequestContext } from '../../app/authentication.ts';
import { failAs } from '../../app/failAs.ts';
import { findBases } from './baseRepository.ts';

// The account's conventional bases by title, each with how many questions it holds.
export async function listBases(ctx: RequestContext) {
  return { bases: await failAs('knowledge.lookupFailed', () => findBases(ctx.db, ctx.accountId)) };
}
