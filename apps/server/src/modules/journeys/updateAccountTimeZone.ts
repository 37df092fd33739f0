import { isValidTimeZone } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { updateAccountTimeZoneRow } from './journeyRepository.ts';

// The contract checks the zone's shape; whether this server's Intl knows it is a domain rule.
export async function updateAccountTimeZone(ctx: RequestContext, timeZone: string) {
  if (!isValidTimeZone(timeZone)) throw new CatalogueError('team.timeZoneInvalid');
  await updateAccountTimeZoneRow(ctx.db, ctx.accountId, timeZone);
  return { timeZone };
}
