import { isValidTimeZone } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { enqueueRollupRebuild } from '../analytics/index.ts';
import { updateAccountTimeZoneRow } from './journeyRepository.ts';

// The contract checks the zone's shape; whether this server's Intl knows it is a domain rule. The
// analytics' days follow the zone, so a change queues the rebuild of the account's rollups.
export async function updateAccountTimeZone(
  services: Pick<AppServices, 'database' | 'log'>,
  ctx: RequestContext,
  timeZone: string,
) {
  if (!isValidTimeZone(timeZone)) throw new CatalogueError('team.timeZoneInvalid');
  if (await updateAccountTimeZoneRow(ctx.db, ctx.accountId, timeZone))
    await enqueueRollupRebuild(services, ctx.accountId);
  return { timeZone };
}
