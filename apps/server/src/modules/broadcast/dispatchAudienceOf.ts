import type { DispatchAudienceInput } from '@prosa/contracts';

// The audience a dispatch keeps until it is sent (a draft, a ready or a recurring dispatch): what
// dispatchAudience reads then. Absent parts are left out of the stored JSON.
export function dispatchAudienceOf(input: DispatchAudienceInput): DispatchAudienceInput {
  return {
    recipients: input.recipients,
    listId: input.listId,
    filter: input.filter,
    excludeListIds: input.excludeListIds,
  };
}
