import type { RequestContext } from '../../app/authentication.ts';
import { findAccountTimeZone } from './journeyRepository.ts';

// The IANA zone the account's journeys are read in.
export async function getAccountTimeZone(ctx: RequestContext) {
  return { timeZone: (await findAccountTimeZone(ctx.db, ctx.accountId)) ?? 'America/Sao_Paulo' };
}
