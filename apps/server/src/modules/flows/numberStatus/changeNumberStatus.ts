import type { NumberStatusAction, NumberStatusResponse } from '@prosa/contracts';
import type { RequestContext } from '../../../app/authentication.ts';
import { setNumberStatus } from '../runtime/setNumberStatus.ts';
import { dropFlowCursors } from './numberStatusRepository.ts';
import { readNumberStatus } from './readNumberStatus.ts';

// The spec's actions on a contact's number (core.md §4). Block silences the chatbot for the number
// (manual reason); unblock lifts any block and, like reset, drops the flow cursors so the next
// message starts with the chatbot. Reset leaves a block in place (setNumberStatus keeps it).
export async function changeNumberStatus(
  ctx: RequestContext,
  contactId: string,
  channel: string,
  action: NumberStatusAction,
): Promise<NumberStatusResponse> {
  await readNumberStatus(ctx, contactId);
  const base = { accountId: ctx.accountId, contactId, channel };
  if (action === 'block') await setNumberStatus(ctx.db, { ...base, status: 'blocked', reason: 'manual' });
  else {
    await dropFlowCursors(ctx.db, ctx.accountId, contactId, channel);
    await setNumberStatus(ctx.db, { ...base, status: 'no_conversation', isUnblock: action === 'unblock' });
  }
  return readNumberStatus(ctx, contactId);
}
