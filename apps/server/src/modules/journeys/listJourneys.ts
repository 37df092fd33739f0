import type { RequestContext } from '../../app/authentication.ts';
import { findJourneys } from './journeyRepository.ts';

export const listJourneys = async (ctx: RequestContext) => ({
  journeys: await findJourneys(ctx.db, ctx.accountId),
});
