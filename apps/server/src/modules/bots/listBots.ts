import type { RequestContext } from '../../app/authentication.ts';
import { findBotsOfAccount, toBotSummary } from './botRepository.ts';

export async function listBots(ctx: RequestContext) {
  return (await findBotsOfAccount(ctx.db, ctx.accountId)).map(toBotSummary);
}
