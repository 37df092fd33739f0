import type { RequestContext } from '../../app/authentication.ts';
import { updateAccountTimeZoneRow } from './journeyRepository.ts';

// The zone arrives validated by the contract (a zone this server's Intl knows).
export async function updateAccountTimeZone(ctx: RequestContext, timeZone: string) {
  await updateAccountTimeZoneRow(ctx.db, ctx.accountId, timeZone);
  return { timeZone };
}
