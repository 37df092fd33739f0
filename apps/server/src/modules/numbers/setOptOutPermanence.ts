import type { OptOutPermanence } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { permanenceOf, writePermanenceDays } from './optOutRepository.ts';

// The account's opt-out permanence (spec campaigns §9: forever, 15, 30, 90 or 180 days); the route
// lets masters alone set it.
export async function setOptOutPermanence(ctx: RequestContext, permanence: OptOutPermanence) {
  const days = permanence === 'forever' ? null : Number(permanence);
  await writePermanenceDays(ctx.db, ctx.accountId, days);
  return { permanence: permanenceOf(days) };
}
