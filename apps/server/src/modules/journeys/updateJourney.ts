import type { JourneyInput } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { saveJourneyFields } from './saveJourneyFields.ts';

export const updateJourney = (ctx: RequestContext, id: string, input: JourneyInput) =>
  saveJourneyFields(ctx, id, input, false);
