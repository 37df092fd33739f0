import type { RequestContext } from '../../app/authentication.ts';
import { findAccountTimeZone, updateAccountTimeZoneRow } from './journeyRepository.ts';

// The IANA zone the account's journeys are read in (validated by the contract).
export async function getAccountTimeZone(ctx: RequestContext) {
  return { timeZone: (await findAccountTimeZone(ctx.db, ctx.accountId)) ?? 'America/Sao_Paulo' };
}

export async function updateAccountTimeZone(ctx: RequestContext, timeZone: string) {
  await updateAccountTimeZoneRow(ctx.db, ctx.accountId, timeZone);
  return { timeZone };
}
