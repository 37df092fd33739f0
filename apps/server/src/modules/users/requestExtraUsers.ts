import type { ExtraUsersInput } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { newId } from '../../app/newId.ts';
import { insertExtraUserRequest } from './extraUserRequestRepository.ts';

// Records the request for the provider's staff, who read it in the internal area (issue of the
// admin area); the screen shows the latest one.
export async function requestExtraUsers(ctx: RequestContext, input: Required<ExtraUsersInput>) {
  const request = await insertExtraUserRequest(ctx.db, {
    id: newId(),
    accountId: ctx.accountId,
    requestedBy: ctx.userId,
    quantity: input.quantity,
    comment: input.comment,
  });
  return { request };
}
