import type { JourneyInput } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { newId } from '../../app/newId.ts';
import { saveJourneyFields } from './saveJourneyFields.ts';

export const createJourney = (ctx: RequestContext, input: JourneyInput) =>
  saveJourneyFields(ctx, newId(), input, true);
